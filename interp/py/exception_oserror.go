package py

// OSError(errno, strerror) constructs the subclass that errno stands for,
// as CPython does: OSError(2, "No such file") is a FileNotFoundError.

// osErrorSubclass maps Linux errno values to OSError subclasses.
func osErrorSubclass(errno int64) *Type {
	switch errno {
	case 11, 114, 115: // EAGAIN, EALREADY, EINPROGRESS
		return BlockingIOErrorType
	case 10: // ECHILD
		return ChildProcessErrorType
	case 32, 108: // EPIPE, ESHUTDOWN
		return BrokenPipeErrorType
	case 103: // ECONNABORTED
		return ConnectionAbortedErrorType
	case 111: // ECONNREFUSED
		return ConnectionRefusedErrorType
	case 104: // ECONNRESET
		return ConnectionResetErrorType
	case 17: // EEXIST
		return FileExistsErrorType
	case 2: // ENOENT
		return FileNotFoundErrorType
	case 21: // EISDIR
		return IsADirectoryErrorType
	case 20: // ENOTDIR
		return NotADirectoryErrorType
	case 4: // EINTR
		return InterruptedErrorType
	case 1, 13: // EPERM, EACCES
		return PermissionErrorType
	case 3: // ESRCH
		return ProcessLookupErrorType
	case 110: // ETIMEDOUT
		return TimeoutErrorType
	}
	return nil
}

func setupOSErrorNew() {
	base := BaseExceptionType.New
	OSErrorType.New = func(th *Thread, t *Type, args []Object, kwnames []string) (Object, error) {
		if t == OSErrorType && len(args)-len(kwnames) >= 2 {
			if errno, ok := args[0].(Int); ok {
				if sub := osErrorSubclass(int64(errno)); sub != nil {
					t = sub
				}
			}
		}
		return base(th, t, args, kwnames)
	}
}
