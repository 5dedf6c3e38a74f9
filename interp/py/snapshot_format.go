package py

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"math"
)

// A session snapshot is a module namespace written as bytes, so that another
// process can rebuild it. Layout (little endian):
//
//	"MCPYSNAP" | uint16 version | uint32 CRC-32C of the body | body
//
// body: sources, module names, globals. A source is a filename and the full
// text of one compilation (functions are rebuilt by recompiling it and
// picking their def or lambda by number); module names are the session's
// imported modules; a global is a name and an object. Objects are written
// depth first behind a one-byte tag; every object of a registered kind gets
// the next number when its tag is read, and a later tagRef names it again,
// so shared and cyclic references keep their identity.

const (
	snapMagic = "MCPYSNAP"
	// SnapshotVersion is the format written; readers accept 1..SnapshotVersion.
	SnapshotVersion = 1
	snapHeaderLen   = len(snapMagic) + 2 + 4
)

// ErrBadSnapshot is wrapped by every error about snapshot bytes that cannot
// be decoded: corrupt, truncated, of a newer format version, or not a
// snapshot at all.
var ErrBadSnapshot = errors.New("bad session snapshot")

// ErrSnapshotTooLarge is wrapped when a snapshot exceeds its size cap.
var ErrSnapshotTooLarge = errors.New("session snapshot too large")

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// Tags of the object encoding. Tags from tagFirstRegistered on number the
// object they start; the others are values without identity.
const (
	tagNone byte = iota
	tagTrue
	tagFalse
	tagEllipsis
	tagNotImplemented
	tagInt     // zigzag varint
	tagBigInt  // sign byte, magnitude bytes
	tagFloat   // 8 bytes IEEE
	tagComplex // 16 bytes
	tagRef     // uvarint object number
	tagAbsent  // no value (an empty cell, a nil field)
)

const tagFirstRegistered byte = 20

const (
	tagStr          = tagFirstRegistered + iota // string
	tagBytes                                    // string
	tagByteArray                                // string
	tagTuple                                    // n, items
	tagList                                     // n, items
	tagDict                                     // n, key, value ...
	tagSet                                      // n, items
	tagFrozenSet                                // n, items
	tagRange                                    // start, stop, step
	tagSlice                                    // start, stop, step
	tagCell                                     // value or tagAbsent
	tagModule                                   // name
	tagModuleDict                               // module name: the globals of its functions
	tagMainDict                                 // the namespace's own globals
	tagGlobal                                   // module, qualname: an object found by name
	tagFunction                                 // source, seq, then snapFunctionFields objects
	tagClass                                    // flags, name, bases, metaclass, abstract, n, key, value ...
	tagInstance                                 // class, base, dict, slots
	tagSubDict                                  // class, attrs, n, key, value ...
	tagSubList                                  // class, attrs, n, items
	tagSubSet                                   // frozen, class, attrs, n, items
	tagException                                // flags, notes, class, args, attrs, cause, context
	tagBoundMethod                              // func, self
	tagClassMethod                              // func, class, dict
	tagStaticMethod                             // func, class, dict
	tagProperty                                 // name, get, set, del, doc, class, dict
	tagMember                                   // name, owner
	tagReduce                                   // callable, args, state, list items, dict items
	tagAttr                                     // object, name: getattr(object, name)
	tagMappingProxy                             // dict
	tagGenericAlias                             // origin, args tuple: list[int]
	tagUnion                                    // args tuple: int | None
	tagLast                                     // first unused tag
)

// Field order of a tagFunction record after its source and seq.
const (
	fnGlobals = iota
	fnName
	fnQualName
	fnModule
	fnDoc
	fnDefaults
	fnKwDefaults
	fnClosure
	fnDict
	fnAnnotations
	snapFunctionFields
)

// Flags of a tagClass record.
const (
	classNoInstanceDict = 1 << iota
)

// snapWriter appends the primitive encodings.
// snapWriter appends the primitive encodings to b. With a limit, a string
// that would take b past it is not written and over is set: a session
// far over its cap is refused without being encoded whole first.
type snapWriter struct {
	b       []byte
	limit   int
	over    bool
	skipped int // bytes of strings not written
}

func (w *snapWriter) byte(b byte)      { w.b = append(w.b, b) }
func (w *snapWriter) uvarint(v uint64) { w.b = binary.AppendUvarint(w.b, v) }
func (w *snapWriter) varint(v int64)   { w.b = binary.AppendVarint(w.b, v) }
func (w *snapWriter) str(s string) {
	if w.fits(len(s)) {
		w.b = append(w.b, s...)
	}
}

// bytes writes p as str writes a string, without copying it to one.
func (w *snapWriter) bytes(p []byte) {
	if w.fits(len(p)) {
		w.b = append(w.b, p...)
	}
}

// fits writes the length n of a string and tells whether its bytes fit
// under the limit; when not, they are counted in skipped.
func (w *snapWriter) fits(n int) bool {
	w.uvarint(uint64(n))
	if w.limit > 0 && len(w.b)+n > w.limit {
		w.over = true
		w.skipped += n
		return false
	}
	return true
}
func (w *snapWriter) float(f float64) {
	w.b = binary.LittleEndian.AppendUint64(w.b, math.Float64bits(f))
}

// snapReader reads the primitive encodings; every read is bounds-checked and
// fails with an error wrapping ErrBadSnapshot.
type snapReader struct {
	b   []byte
	off int
}

func badSnapshot(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrBadSnapshot, fmt.Sprintf(format, args...))
}

func (r *snapReader) byte() (byte, error) {
	if r.off >= len(r.b) {
		return 0, badSnapshot("truncated at byte %d", r.off)
	}
	c := r.b[r.off]
	r.off++
	return c, nil
}

func (r *snapReader) uvarint() (uint64, error) {
	v, n := binary.Uvarint(r.b[r.off:])
	if n <= 0 {
		return 0, badSnapshot("bad varint at byte %d", r.off)
	}
	r.off += n
	return v, nil
}

func (r *snapReader) varint() (int64, error) {
	v, n := binary.Varint(r.b[r.off:])
	if n <= 0 {
		return 0, badSnapshot("bad varint at byte %d", r.off)
	}
	r.off += n
	return v, nil
}

// count reads a length that must fit in what is left, each element taking
// at least min bytes: a hostile count cannot make the reader allocate more
// than the input justifies.
func (r *snapReader) count(minCount int) (int, error) {
	v, err := r.uvarint()
	if err != nil {
		return 0, err
	}
	if v > uint64(len(r.b)-r.off)/uint64(minCount) {
		return 0, badSnapshot("count %d at byte %d exceeds the data", v, r.off)
	}
	return int(v), nil
}

func (r *snapReader) str() (string, error) {
	n, err := r.count(1)
	if err != nil {
		return "", err
	}
	s := string(r.b[r.off : r.off+n])
	r.off += n
	return s, nil
}

func (r *snapReader) float() (float64, error) {
	if len(r.b)-r.off < 8 {
		return 0, badSnapshot("truncated float at byte %d", r.off)
	}
	v := math.Float64frombits(binary.LittleEndian.Uint64(r.b[r.off:]))
	r.off += 8
	return v, nil
}

// sealSnapshot puts the header in front of body.
func sealSnapshot(body []byte) []byte {
	out := make([]byte, 0, snapHeaderLen+len(body))
	out = append(out, snapMagic...)
	out = binary.LittleEndian.AppendUint16(out, SnapshotVersion)
	out = binary.LittleEndian.AppendUint32(out, crc32.Checksum(body, castagnoli))
	return append(out, body...)
}

// openSnapshot checks the header and checksum and returns the version and
// the body.
func openSnapshot(data []byte) (uint16, []byte, error) {
	if len(data) < snapHeaderLen {
		return 0, nil, badSnapshot("%d bytes is shorter than the header", len(data))
	}
	if string(data[:len(snapMagic)]) != snapMagic {
		return 0, nil, badSnapshot("not a session snapshot (bad magic)")
	}
	version := binary.LittleEndian.Uint16(data[len(snapMagic):])
	if version == 0 || version > SnapshotVersion {
		return 0, nil, badSnapshot("format version %d is not supported (this build reads 1 to %d)", version, SnapshotVersion)
	}
	sum := binary.LittleEndian.Uint32(data[len(snapMagic)+2:])
	body := data[snapHeaderLen:]
	if crc32.Checksum(body, castagnoli) != sum {
		return 0, nil, badSnapshot("checksum mismatch (corrupt data)")
	}
	return version, body, nil
}
