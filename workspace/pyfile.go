package workspace

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/mcpython/mcpython/interp/py"
)

// pyFile is a Python file object over a workspace File: text mode decodes
// and translates newlines, binary mode passes bytes through.
type pyFile struct {
	b        *Binding
	f        *File
	text     bool
	encoding string
	errors   string
	nl       Newline
	nlSet    bool
	closed   bool
	// text reads work on the remaining raw bytes, loaded on demand; a write
	// or seek first puts the File's position back where reading stopped.
	rd     []byte
	rdBase int64
	rdPos  int
	loaded bool
}

// The classes of open()'s results, built by the first open (not at init:
// the package does no work at process start).
var textIOType, bufferedReaderType, bufferedWriterType, bufferedRandomType *py.Type

// setupFileTypes builds the file classes, once per process.
func setupFileTypes() { fileTypesOnce.Do(buildFileTypes) }

var fileTypesOnce sync.Once

func buildFileTypes() {
	textIOType = newFileType("TextIOWrapper")
	bufferedReaderType = newFileType("BufferedReader")
	bufferedWriterType = newFileType("BufferedWriter")
	bufferedRandomType = newFileType("BufferedRandom")
}

func (p *pyFile) Type() *py.Type {
	switch {
	case p.text:
		return textIOType
	case p.f.Readable() && p.f.Writable():
		return bufferedRandomType
	case p.f.Writable():
		return bufferedWriterType
	}
	return bufferedReaderType
}

func (b *Binding) pyOpen(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	var file, mode, buffering, encoding, errs, newline py.Object = nil, py.NewStr("r"), py.Int(-1), py.None, py.None, py.None
	if err := py.UnpackArgs("open", args, kw, "file", &file, "mode?", &mode, "buffering?", &buffering,
		"encoding?", &encoding, "errors?", &errs, "newline?", &newline); err != nil {
		return nil, err
	}
	path, err := pathArg("open", file)
	if err != nil {
		return nil, err
	}
	ms, ok := py.AsStr(mode)
	if !ok {
		return nil, py.Errorf(py.TypeErrorType, "open() argument 'mode' must be str, not %s", py.TypeName(mode))
	}
	m, err := ParseMode(ms)
	if err != nil {
		return nil, pyError(err)
	}
	setupFileTypes()
	pf := &pyFile{b: b, text: !m.Binary, encoding: "UTF-8", errors: "strict"}
	if m.Binary {
		if encoding != py.None {
			return nil, py.Errorf(py.ValueErrorType, "binary mode doesn't take an encoding argument")
		}
		if errs != py.None {
			return nil, py.Errorf(py.ValueErrorType, "binary mode doesn't take an errors argument")
		}
		if newline != py.None {
			return nil, py.Errorf(py.ValueErrorType, "binary mode doesn't take a newline argument")
		}
	} else {
		if encoding != py.None {
			e, ok := py.AsStr(encoding)
			if !ok {
				return nil, py.Errorf(py.TypeErrorType, "open() argument 'encoding' must be str or None, not %s", py.TypeName(encoding))
			}
			switch strings.ToLower(strings.ReplaceAll(e, "_", "-")) {
			case "utf-8", "utf8", "u8", "utf-8-sig":
				pf.encoding = e
			case "ascii", "us-ascii", "latin-1", "latin1", "iso-8859-1", "iso8859-1":
				pf.encoding = e
			default:
				return nil, py.Errorf(py.LookupErrorType, "unknown or unsupported text encoding for open(): %s (use utf-8, ascii or latin-1, or open in 'rb' mode and call bytes.decode())", e)
			}
		}
		if errs != py.None {
			pf.errors, _ = py.AsStr(errs)
		}
		if newline != py.None {
			s, ok := py.AsStr(newline)
			if !ok {
				return nil, py.Errorf(py.TypeErrorType, "open() argument 'newline' must be str or None, not %s", py.TypeName(newline))
			}
			nl, err := ParseNewline(s)
			if err != nil {
				return nil, pyError(err)
			}
			pf.nl, pf.nlSet = nl, true
		}
	}
	f, err := OpenFile(b.ctx, b.ws, path, m)
	if err != nil {
		return nil, pyError(err)
	}
	if err := th.AllocMem(f.Size()); err != nil {
		return nil, err
	}
	pf.f = f
	b.track(f)
	return pf, nil
}

func newFileType(name string) *py.Type {
	t := py.NewNativeType("_io."+name, nil, nil, true)
	t.Repr = func(th *py.Thread, o py.Object) (string, error) {
		p := o.(*pyFile)
		if p.text {
			return fmt.Sprintf("<_io.TextIOWrapper name=%s mode=%s encoding=%s>", quote(p.f.Name()), quote(p.f.Mode().String()), quote(p.encoding)), nil
		}
		return fmt.Sprintf("<_io.%s name=%s>", name, quote(p.f.Name())), nil
	}
	t.Iter = func(th *py.Thread, o py.Object) (py.Object, error) {
		if err := o.(*pyFile).checkOpen(); err != nil {
			return nil, err
		}
		return o, nil
	}
	t.Next = func(th *py.Thread, o py.Object) (py.Object, error) {
		line, err := o.(*pyFile).readline(th, -1)
		if err != nil {
			return nil, err
		}
		if n, _ := py.Len(th, line); n == 0 {
			return nil, nil
		}
		return line, nil
	}
	m := func(name string, fn func(th *py.Thread, p *pyFile, args []py.Object, kw []string) (py.Object, error)) {
		t.AddMethod(name, func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
			return fn(th, self.(*pyFile), args, kw)
		})
	}
	m("read", func(th *py.Thread, p *pyFile, args []py.Object, kw []string) (py.Object, error) {
		n, err := sizeArg(th, "read", args, kw)
		if err != nil {
			return nil, err
		}
		return p.read(th, n)
	})
	m("readline", func(th *py.Thread, p *pyFile, args []py.Object, kw []string) (py.Object, error) {
		n, err := sizeArg(th, "readline", args, kw)
		if err != nil {
			return nil, err
		}
		return p.readline(th, n)
	})
	m("readlines", func(th *py.Thread, p *pyFile, args []py.Object, kw []string) (py.Object, error) {
		var lines []py.Object
		for {
			if err := th.Tick(); err != nil {
				return nil, err
			}
			line, err := p.readline(th, -1)
			if err != nil {
				return nil, err
			}
			if n, _ := py.Len(th, line); n == 0 {
				return py.NewList(lines), nil
			}
			lines = append(lines, line)
		}
	})
	m("write", func(th *py.Thread, p *pyFile, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("write", args, kw, 1, 1); err != nil {
			return nil, err
		}
		return p.write(th, args[0])
	})
	m("writelines", func(th *py.Thread, p *pyFile, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("writelines", args, kw, 1, 1); err != nil {
			return nil, err
		}
		items, err := py.Collect(th, args[0])
		if err != nil {
			return nil, err
		}
		for _, it := range items {
			if _, err := p.write(th, it); err != nil {
				return nil, err
			}
		}
		return py.None, nil
	})
	m("seek", func(th *py.Thread, p *pyFile, args []py.Object, kw []string) (py.Object, error) {
		var off, whence py.Object = nil, py.Int(0)
		if err := py.UnpackArgs("seek", args, kw, "/offset", &off, "/whence?", &whence); err != nil {
			return nil, err
		}
		o, err := py.AsInt(th, off)
		if err != nil {
			return nil, err
		}
		w, err := py.AsInt(th, whence)
		if err != nil {
			return nil, err
		}
		if err := p.checkOpen(); err != nil {
			return nil, err
		}
		if p.text && w != 0 && o != 0 {
			return nil, py.NewException(unsupportedOperation.Get(), py.NewStr(fmt.Sprintf("can't do nonzero %s-relative seeks", map[int]string{1: "cur", 2: "end"}[w])))
		}
		p.sync()
		pos, err := p.f.Seek(int64(o), w)
		if err != nil {
			return nil, pyError(err)
		}
		return py.Int(pos), nil
	})
	m("tell", func(th *py.Thread, p *pyFile, args []py.Object, kw []string) (py.Object, error) {
		if err := p.checkOpen(); err != nil {
			return nil, err
		}
		if p.loaded {
			return py.Int(p.rdBase + int64(p.rdPos)), nil
		}
		pos, err := p.f.Tell()
		if err != nil {
			return nil, pyError(err)
		}
		return py.Int(pos), nil
	})
	m("truncate", func(th *py.Thread, p *pyFile, args []py.Object, kw []string) (py.Object, error) {
		if err := p.checkOpen(); err != nil {
			return nil, err
		}
		p.sync()
		size, err := p.f.Tell()
		if err != nil {
			return nil, pyError(err)
		}
		if len(args) > 0 && args[0] != py.None {
			n, err := py.AsInt(th, args[0])
			if err != nil {
				return nil, err
			}
			size = int64(n)
		}
		if err := p.f.Truncate(size); err != nil {
			return nil, pyError(err)
		}
		return py.Int(size), nil
	})
	m("flush", func(th *py.Thread, p *pyFile, args []py.Object, kw []string) (py.Object, error) {
		if err := p.checkOpen(); err != nil {
			return nil, err
		}
		return py.None, pyError(p.f.Flush(p.b.ctx))
	})
	m("close", func(th *py.Thread, p *pyFile, args []py.Object, kw []string) (py.Object, error) {
		return py.None, p.close()
	})
	m("__enter__", func(th *py.Thread, p *pyFile, args []py.Object, kw []string) (py.Object, error) {
		if err := p.checkOpen(); err != nil {
			return nil, err
		}
		return p, nil
	})
	m("__exit__", func(th *py.Thread, p *pyFile, args []py.Object, kw []string) (py.Object, error) {
		return py.None, p.close()
	})
	m("readable", func(th *py.Thread, p *pyFile, args []py.Object, kw []string) (py.Object, error) {
		return py.NewBool(p.f.Readable()), p.checkOpen()
	})
	m("writable", func(th *py.Thread, p *pyFile, args []py.Object, kw []string) (py.Object, error) {
		return py.NewBool(p.f.Writable()), p.checkOpen()
	})
	m("seekable", func(th *py.Thread, p *pyFile, args []py.Object, kw []string) (py.Object, error) {
		return py.True, p.checkOpen()
	})
	m("isatty", func(th *py.Thread, p *pyFile, args []py.Object, kw []string) (py.Object, error) {
		return py.False, p.checkOpen()
	})
	m("fileno", func(th *py.Thread, p *pyFile, args []py.Object, kw []string) (py.Object, error) {
		return nil, py.NewException(unsupportedOperation.Get(), py.NewStr("fileno"))
	})
	t.AddGetSet("closed", func(th *py.Thread, o py.Object) (py.Object, error) { return py.NewBool(o.(*pyFile).closed), nil }, nil)
	t.AddGetSet("name", func(th *py.Thread, o py.Object) (py.Object, error) { return py.NewStr(o.(*pyFile).f.Name()), nil }, nil)
	t.AddGetSet("mode", func(th *py.Thread, o py.Object) (py.Object, error) {
		return py.NewStr(o.(*pyFile).f.Mode().String()), nil
	}, nil)
	if name == "TextIOWrapper" {
		t.AddGetSet("encoding", func(th *py.Thread, o py.Object) (py.Object, error) { return py.NewStr(o.(*pyFile).encoding), nil }, nil)
		t.AddGetSet("errors", func(th *py.Thread, o py.Object) (py.Object, error) { return py.NewStr(o.(*pyFile).errors), nil }, nil)
	}
	py.FinishNativeType(t)
	return t
}

func quote(s string) string {
	r, _ := py.Repr(nil, py.NewStr(s))
	return r
}

func sizeArg(th *py.Thread, fn string, args []py.Object, kw []string) (int, error) {
	if err := py.ArgRange(fn, args, kw, 0, 1); err != nil {
		return 0, err
	}
	if len(args) == 0 || args[0] == py.None {
		return -1, nil
	}
	return py.AsInt(th, args[0])
}

func (p *pyFile) checkOpen() error {
	if p.closed {
		return py.Errorf(py.ValueErrorType, "I/O operation on closed file.")
	}
	return nil
}

func (p *pyFile) close() error {
	if p.closed {
		return nil
	}
	p.sync()
	p.closed = true
	p.b.untrack(p.f)
	return pyError(p.f.Close(p.b.ctx))
}

// load reads the rest of the file for text reading.
func (p *pyFile) load(th *py.Thread) error {
	if p.loaded {
		return nil
	}
	if !p.f.Readable() {
		return py.NewException(unsupportedOperation.Get(), py.NewStr("not readable"))
	}
	base, err := p.f.Tell()
	if err != nil {
		return pyError(err)
	}
	rest, err := p.f.ReadAll()
	if err != nil {
		return pyError(err)
	}
	p.rd, p.rdBase, p.rdPos, p.loaded = rest, base, 0, true
	return nil
}

// sync moves the File's position to where text reading stopped.
func (p *pyFile) sync() {
	if p.loaded {
		// a position inside the loaded text is never negative, and
		// checkOpen ran before any read loaded it
		_, _ = p.f.Seek(p.rdBase+int64(p.rdPos), io.SeekStart)
		p.rd, p.loaded = nil, false
	}
}

func (p *pyFile) latin1() bool {
	e := strings.ToLower(p.encoding)
	return strings.HasPrefix(e, "latin") || strings.HasPrefix(e, "iso")
}

func (p *pyFile) ascii() bool {
	e := strings.ToLower(p.encoding)
	return e == "ascii" || e == "us-ascii"
}

// nextRune decodes one character of the remaining text.
func (p *pyFile) nextRune() (rune, int, error) {
	b := p.rd[p.rdPos:]
	switch {
	case p.latin1():
		return rune(b[0]), 1, nil
	case p.ascii():
		if b[0] >= 0x80 {
			return p.decodeError(fmt.Sprintf("'ascii' codec can't decode byte 0x%02x in position %d: ordinal not in range(128)", b[0], p.rdBase+int64(p.rdPos)))
		}
		return rune(b[0]), 1, nil
	}
	r, n := utf8.DecodeRune(b)
	if r == utf8.RuneError && n <= 1 {
		return p.decodeError(fmt.Sprintf("'utf-8' codec can't decode byte 0x%02x in position %d: invalid start byte", b[0], p.rdBase+int64(p.rdPos)))
	}
	return r, n, nil
}

func (p *pyFile) decodeError(msg string) (rune, int, error) {
	switch p.errors {
	case "ignore":
		return -1, 1, nil
	case "replace":
		return '\uFFFD', 1, nil
	}
	return 0, 0, py.Errorf(py.UnicodeDecodeErrorType, "%s", msg)
}

// textChar returns the next character after newline translation.
func (p *pyFile) textChar() (rune, error) {
	r, n, err := p.nextRune()
	if err != nil {
		return 0, err
	}
	p.rdPos += n
	if r == '\r' && !p.nlSet {
		if p.rdPos < len(p.rd) && p.rd[p.rdPos] == '\n' {
			p.rdPos++
		}
		return '\n', nil
	}
	return r, nil
}

func (p *pyFile) read(th *py.Thread, n int) (py.Object, error) {
	if err := p.checkOpen(); err != nil {
		return nil, err
	}
	if !p.text {
		if !p.f.Readable() {
			return nil, py.NewException(unsupportedOperation.Get(), py.NewStr("read"))
		}
		if n < 0 {
			data, err := p.f.ReadAll()
			if err != nil {
				return nil, pyError(err)
			}
			return py.NewBytes(data), th.AllocMem(int64(len(data)))
		}
		buf := make([]byte, n)
		got, err := p.f.Read(buf)
		if err != nil && got == 0 && !isEOF(err) {
			return nil, pyError(err)
		}
		return py.NewBytes(buf[:got]), nil
	}
	if err := p.load(th); err != nil {
		return nil, err
	}
	if n < 0 && !p.nlSet && utf8.Valid(p.rd[p.rdPos:]) && !p.latin1() && !p.ascii() {
		s := p.nl.Decode(string(p.rd[p.rdPos:]))
		p.rdPos = len(p.rd)
		return py.NewStr(s), th.AllocMem(int64(len(s)))
	}
	var sb strings.Builder
	count := 0
	for p.rdPos < len(p.rd) && (n < 0 || count < n) {
		r, err := p.textChar()
		if err != nil {
			return nil, err
		}
		if r >= 0 {
			sb.WriteRune(r)
			count++
		}
	}
	return py.NewStr(sb.String()), th.AllocMem(int64(sb.Len()))
}

func isEOF(err error) bool { return err != nil && err.Error() == "EOF" }

func (p *pyFile) readline(th *py.Thread, limit int) (py.Object, error) {
	if err := p.checkOpen(); err != nil {
		return nil, err
	}
	if !p.text {
		line, err := p.f.ReadLine()
		if err != nil && len(line) == 0 && !isEOF(err) {
			return nil, pyError(err)
		}
		if limit >= 0 && len(line) > limit {
			if _, err := p.f.Seek(int64(limit-len(line)), io.SeekCurrent); err != nil {
				return nil, pyError(err)
			}
			line = line[:limit]
		}
		return py.NewBytes(line), nil
	}
	if err := p.load(th); err != nil {
		return nil, err
	}
	var sb strings.Builder
	count := 0
	for p.rdPos < len(p.rd) && (limit < 0 || count < limit) {
		start := p.rdPos
		r, err := p.textChar()
		if err != nil {
			return nil, err
		}
		if r < 0 {
			continue
		}
		count++
		if p.nlSet && p.nl.value == "" && r == '\r' {
			// newline="": lines end at \r, \n or \r\n, kept untranslated
			sb.WriteRune(r)
			if p.rdPos < len(p.rd) && p.rd[p.rdPos] == '\n' {
				p.rdPos++
				sb.WriteByte('\n')
			}
			break
		}
		sb.WriteRune(r)
		if p.lineEnds(r, start) {
			break
		}
	}
	return py.NewStr(sb.String()), nil
}

// lineEnds reports whether the character just read (starting at raw offset
// start) ends a line under the newline setting.
func (p *pyFile) lineEnds(r rune, start int) bool {
	if !p.nlSet || p.nl.value == "" || p.nl.value == "\n" {
		return r == '\n'
	}
	end := p.nl.value
	return strings.HasSuffix(string(p.rd[:p.rdPos]), end) && p.rdPos-start >= 1 && r == rune(end[len(end)-1])
}

func (p *pyFile) write(th *py.Thread, o py.Object) (py.Object, error) {
	if err := p.checkOpen(); err != nil {
		return nil, err
	}
	if !p.f.Writable() {
		return nil, py.NewException(unsupportedOperation.Get(), py.NewStr("not writable"))
	}
	p.sync()
	if !p.text {
		data, err := py.BytesOf(th, o)
		if err != nil {
			return nil, err
		}
		n, err := p.f.Write(data)
		if err != nil {
			return nil, pyError(err)
		}
		return py.Int(n), th.AllocMem(int64(n))
	}
	s, ok := py.AsStr(o)
	if !ok {
		return nil, py.Errorf(py.TypeErrorType, "write() argument must be str, not %s", py.TypeName(o))
	}
	chars := utf8.RuneCountInString(s)
	out := s
	if p.nlSet {
		out = p.nl.Encode(s)
	}
	var data []byte
	switch {
	case p.latin1():
		enc, err := py.Encode(out, "latin-1", p.errors)
		if err != nil {
			return nil, err
		}
		data = enc
	case p.ascii():
		enc, err := py.Encode(out, "ascii", p.errors)
		if err != nil {
			return nil, err
		}
		data = enc
	default:
		data = []byte(out)
	}
	if _, err := p.f.Write(data); err != nil {
		return nil, pyError(err)
	}
	return py.Int(chars), th.AllocMem(int64(len(data)))
}
