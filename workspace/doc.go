// Package workspace is the agent's file store: a flat set of files kept in
// the store (package store), addressed by relative, normalised paths, behind Python's open(),
// pathlib, os.listdir and the workspace MCP tools.
//
// # Storage
//
// A Workspace owns the store buckets "workspace_files" (one key per file or
// explicit directory, the value a small header followed by the content) and
// "workspace_meta" (usage counters kept in the same transactions as the
// files). Every write is one store Update transaction: a call that returned
// nil has committed, and a call that failed changed nothing. A run that fails
// halfway therefore keeps every file whose write returned.
//
// # Paths
//
// Paths are relative to the workspace root and use "/" between names. Clean
// normalises them ("a//b", "./a", "a/" and "a/x/../b" become "a/b"-style
// paths; "." is the root) and refuses, with a *PathError:
//   - absolute paths ("/etc/passwd") and Windows drive paths ("C:x");
//   - ".." that climbs above the root ("../a", "a/../../b");
//   - backslashes: on the sandbox's POSIX-like view "a\b" would be one odd
//     file name, but agents mean a folder separator, so the error says to use
//     "/" instead of guessing;
//   - NUL, other control characters (Unicode category Cc) and invalid UTF-8;
//   - the empty path, names over 255 bytes and paths over 1,024 bytes.
//
// Names are kept exactly as given: no Unicode normalisation (NFC "é" and NFD
// "é" are two files, as on Linux), no trimming of spaces, case-sensitive.
//
// Directories are implicit: a path is a directory when a file lives under
// it. Mkdir records an explicit, possibly empty directory that stays until
// Rmdir. A file and a directory never share a path. Write, Append and
// WriteExclusive create missing parent directories implicitly, so
// write_file("out/a.csv", ...) and the write tool work without a mkdir first.
// Python's open() and Path.write_* follow CPython instead: RequireParent
// makes a missing folder a FileNotFoundError, and os.makedirs or
// Path.mkdir(parents=True) creates it.
//
// Directory membership is by whole path segments ("work" is not the parent of
// "workspace/x"), but List's prefix is a plain string prefix of the
// normalised path, like list_files(prefix=...) promises: List("work") lists
// "work.txt" and "workspace/x"; List("work/") lists only what is inside
// "work".
//
// # Errors and Python exceptions
//
// Every error about a path is a *PathError wrapping one of the sentinels
// below; PythonException names the exception the sandbox should raise and
// Errno its errno:
//
//	ErrNotExist        FileNotFoundError
//	ErrExist           FileExistsError
//	ErrIsDir           IsADirectoryError
//	ErrNotDir          NotADirectoryError
//	ErrNotEmpty        OSError (errno ENOTEMPTY)
//	ErrOutsideRoot     PermissionError (absolute paths, ".." above the root)
//	ErrInvalidPath     ValueError (NUL, control characters, backslash, empty, too long)
//	ErrFileTooLarge    OSError (errno EFBIG), message states size and limit
//	ErrQuotaExceeded   OSError (errno ENOSPC), message states usage and quota
//	ErrInvalidArgument OSError (errno EINVAL): negative seek or truncate
//	ErrInvalidMode     ValueError: bad open() mode, newline or whence
//	ErrClosed          ValueError ("I/O operation on closed file.")
//	ErrUnsupported     io.UnsupportedOperation ("not readable"/"not writable")
//
// # Binding to Python
//
// The sandbox maps its file API onto these methods:
//
//	open(p, mode, newline=)     ParseMode, Open -> *File; ParseNewline and
//	                            Newline.Decode/Encode/SplitLines for text mode
//	f.read/readline/write/seek  File.Read, ReadAll, ReadLine, Write, Seek, Tell
//	f.flush/close, with         File.Flush, File.Close (close every File still
//	                            open when a run ends: CPython flushes at exit)
//	read_file, Path.read_*      Read
//	write_file, Path.write_*    Write
//	list_files(prefix)          List
//	delete_file, Path.unlink    Delete
//	os.listdir, Path.iterdir    ReadDir (FileInfo.Name for listdir)
//	Path.glob(pat), rglob(pat)  Glob(base + "/" + pat), Glob(base + "/**/" + pat)
//	Path.exists/is_file/is_dir  Exists, IsFile, IsDir (os.path.exists answers
//	                            False where Exists returns a path error)
//	Path.mkdir, os.makedirs     Mkdir with MkdirOptions
//	Path.rmdir, os.rmdir        Rmdir
//	Path.stat().st_size/mtime   Stat
//
// A Workspace is safe for concurrent use by many goroutines and by other
// processes on the same store; the store serialises the writes.
package workspace
