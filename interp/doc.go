// Package interp runs Python code in mcpython's sandboxed interpreter: the
// host API over the runtime in interp/py. A run gets fresh module globals
// (or a Namespace it shares with earlier runs), the limits it is given,
// and only the modules and functions the host registers.
//
// The target is CPython 3.11's behaviour, checked by the conformance
// scripts and the corpus under testdata (both also run under CPython).
// Differences kept on purpose:
//
//   - exec, eval and compile of strings are not available: the sandbox runs
//     only the code the host was given.
//   - The order of a set of strings differs from any one CPython run's:
//     CPython randomises string hashes per process, so no program may rely
//     on it.
//   - Under `from __future__ import annotations`, an annotation containing
//     a lambda, comprehension, f-string, yield or := is evaluated as
//     before rather than kept as text (the others are rendered as CPython
//     renders them).
//   - types.SimpleNamespace is a Python class here, so messages name it
//     'SimpleNamespace' where CPython says 'types.SimpleNamespace'.
//   - gc.collect() reports nothing collected and weakref holds its
//     referent strongly: Go's collector manages the sandbox's memory.
//   - A bytearray with memoryviews on it can still be resized (CPython
//     raises BufferError while a view exists): without reference counting
//     a view nobody uses any more cannot be told from a live one, so
//     refusing would break programs CPython runs. A view reads the
//     bytearray's current bytes and raises BufferError if it shrank below
//     the view. A memoryview of an array.array reads a copy made when the
//     view was created; writes through the view reach the array.
//   - types.FunctionType, types.CodeType and types.GenericAlias cannot be
//     called to make new objects ("cannot create ... instances"): the
//     sandbox runs only code it compiled itself.
//   - Of the Python 3.12 additions only itertools.batched is kept: the tool
//     registry offers it to agents as the way to chunk ids into API-sized
//     batches, and a 3.11 program never calls it. math.sumprod and
//     random.binomialvariate are absent, as in 3.11.
//   - The process has no argv, pid or host name of its own: sys.argv[0]
//     is "<code>" (so ArgumentParser() without prog calls itself that),
//     and email.utils.make_msgid uses pid 1 and the domain localhost.
//   - email is only email.utils; email.message and email.parser are
//     absent. Header charsets that need a codec the sandbox lacks raise
//     LookupError.
//   - xml.etree parses with a tokenizer of our own, not expat: trees,
//     errors and positions match, but xml.parsers.expat's
//     CharacterDataHandler may see text cut into other pieces (joined, the
//     same), and canonicalization (ET.canonicalize, C14NWriterTarget,
//     method="c14n") is absent.
//   - zoneinfo reads the tz database built into the binary (Go's copy),
//     not the system's: TZPATH is () and available_timezones() has no
//     "localtime"; zones whose history the two builds record differently
//     give that build's answer. A ZoneInfo restored with a session is an
//     equal copy, not the cached object, so `is` comparisons with
//     ZoneInfo(key) made after the restore are False.
package interp
