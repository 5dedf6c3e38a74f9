// Package uuid implements CPython's uuid module: the UUID class with all
// its views (hex, int, bytes, fields, urn, variant, version...), uuid1
// (with a random node: the sandbox has no hardware address), uuid3, uuid4,
// uuid5 and the NAMESPACE_* constants.
package uuid

import (
	"crypto/md5"
	"crypto/rand"
	"crypto/sha1"
	"encoding/binary"
	"encoding/hex"
	"math/big"
	"strings"
	"sync"
	gotime "time"

	"github.com/mcpython/mcpython/internal/lazy"
	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/pyfmt"
	"github.com/mcpython/mcpython/interp/stdlib/binascii"
)

// UUID is an immutable 128-bit value; isSafe is nil for SafeUUID.unknown.
type UUID struct {
	b      [16]byte
	isSafe py.Object
}

// UUIDType is the class uuid.UUID.
var UUIDType *py.Type

func (*UUID) Type() *py.Type { return UUIDType }

func asUUID(o py.Object) (*UUID, bool) {
	if inst, ok := o.(*py.Instance); ok {
		o = inst.Base()
	}
	u, ok := o.(*UUID)
	return u, ok
}

func (u *UUID) bigInt() *big.Int { return new(big.Int).SetBytes(u.b[:]) }

func (u *UUID) String() string {
	h := hex.EncodeToString(u.b[:])
	return h[:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:]
}

func (u *UUID) hi() uint64 { return binary.BigEndian.Uint64(u.b[:8]) }
func (u *UUID) lo() uint64 { return binary.BigEndian.Uint64(u.b[8:]) }

// Variants, as CPython names them.
const (
	reservedNCS       = "reserved for NCS compatibility"
	rfc4122           = "specified in RFC 4122"
	reservedMicrosoft = "reserved for Microsoft compatibility"
	reservedFuture    = "reserved for future definition"
)

func (u *UUID) variant() string {
	c := u.b[8]
	switch {
	case c&0x80 == 0:
		return reservedNCS
	case c&0x40 == 0:
		return rfc4122
	case c&0x20 == 0:
		return reservedMicrosoft
	}
	return reservedFuture
}

func fromBig(th *py.Thread, n *big.Int) (*UUID, error) {
	if n.Sign() < 0 || n.BitLen() > 128 {
		return nil, py.Errorf(py.ValueErrorType, "int is out of range (need a 128-bit value)")
	}
	u := &UUID{}
	n.FillBytes(u.b[:])
	return u, nil
}

func bigOf(th *py.Thread, o py.Object) (*big.Int, error) {
	v, err := py.Index(th, o)
	if err != nil {
		return nil, err
	}
	switch x := v.(type) {
	case py.Int:
		return big.NewInt(int64(x)), nil
	case *py.BigInt:
		return x.Big(), nil
	}
	return nil, py.Errorf(py.TypeErrorType, "an integer is required")
}

func setVersion(u *UUID, version int) {
	u.b[8] = u.b[8]&0x3f | 0x80
	u.b[6] = u.b[6]&0x0f | byte(version<<4)
}

func uuidNew(th *py.Thread, t *py.Type, args []py.Object, kwnames []string) (py.Object, error) {
	var hexo, byteso, bytesLE, fields, into, version, isSafe py.Object
	if err := py.UnpackArgs("UUID", args, kwnames, "hex?", &hexo, "bytes?", &byteso, "bytes_le?", &bytesLE, "fields?", &fields,
		"int?", &into, "version?", &version, "$is_safe?", &isSafe); err != nil {
		return nil, err
	}
	given := 0
	for _, o := range []py.Object{hexo, byteso, bytesLE, fields, into} {
		if o != nil && o != py.None {
			given++
		}
	}
	if given != 1 {
		return nil, py.Errorf(py.TypeErrorType, "one of the hex, bytes, bytes_le, fields, or int arguments must be given")
	}
	var n *big.Int
	var err error
	switch {
	case hexo != nil && hexo != py.None:
		s, ok := py.AsStr(hexo)
		if !ok {
			return nil, py.Errorf(py.AttributeErrorType, "'%s' object has no attribute 'replace'", hexo.Type().Name)
		}
		s = strings.ReplaceAll(strings.ReplaceAll(s, "urn:", ""), "uuid:", "")
		s = strings.ReplaceAll(strings.Trim(s, "{}"), "-", "")
		if len([]rune(s)) != 32 {
			return nil, py.Errorf(py.ValueErrorType, "badly formed hexadecimal UUID string")
		}
		if n, err = pyfmt.ParseInt(s, 16); err != nil {
			r, _ := py.Repr(th, py.NewStr(s))
			return nil, py.Errorf(py.ValueErrorType, "invalid literal for int() with base 16: %s", r)
		}
	case bytesLE != nil && bytesLE != py.None || byteso != nil && byteso != py.None:
		src, le := byteso, false
		if bytesLE != nil && bytesLE != py.None {
			src, le = bytesLE, true
		}
		b, ok := binascii.BytesLike(src)
		if !ok || len(b) != 16 {
			if l, lerr := py.Len(th, src); lerr == nil && l != 16 || !ok && lerr != nil {
				if le {
					return nil, py.Errorf(py.ValueErrorType, "bytes_le is not a 16-char string")
				}
				return nil, py.Errorf(py.ValueErrorType, "bytes is not a 16-char string")
			}
			r, _ := py.Repr(th, src)
			return nil, py.NewException(py.AssertionErrorType, py.NewStr(r))
		}
		var buf [16]byte
		copy(buf[:], b)
		if le {
			for i, j := 0, 3; i < j; i, j = i+1, j-1 {
				buf[i], buf[j] = buf[j], buf[i]
			}
			buf[4], buf[5] = buf[5], buf[4]
			buf[6], buf[7] = buf[7], buf[6]
		}
		n = new(big.Int).SetBytes(buf[:])
	case fields != nil && fields != py.None:
		items, err := py.Collect(th, fields)
		if err != nil {
			return nil, err
		}
		if len(items) != 6 {
			return nil, py.Errorf(py.ValueErrorType, "fields is not a 6-tuple")
		}
		bitsOf := []uint{32, 16, 16, 8, 8, 48}
		names := []string{"a 32-bit", "a 16-bit", "a 16-bit", "an 8-bit", "an 8-bit", "a 48-bit"}
		n = new(big.Int)
		for i, it := range items {
			v, err := bigOf(th, it)
			if err != nil {
				return nil, err
			}
			if v.Sign() < 0 || v.BitLen() > int(bitsOf[i]) {
				return nil, py.Errorf(py.ValueErrorType, "field %d out of range (need %s value)", i+1, names[i])
			}
			n.Lsh(n, bitsOf[i]).Or(n, v)
		}
	default:
		if n, err = bigOf(th, into); err != nil {
			return nil, err
		}
	}
	u, err := fromBig(th, n)
	if err != nil {
		return nil, err
	}
	if version != nil && version != py.None {
		v, err := py.AsInt(th, version)
		if err != nil {
			return nil, err
		}
		if v < 1 || v > 5 {
			return nil, py.Errorf(py.ValueErrorType, "illegal version number")
		}
		setVersion(u, v)
	}
	if isSafe != nil {
		u.isSafe = isSafe
	}
	if t != UUIDType {
		return py.NewSubInstance(t, u), nil
	}
	return u, nil
}

func bigObj(n *big.Int) py.Object { return py.NewBigInt(n) }

// shortName is the class name a repr shows (CPython uses __name__).
func shortName(t *py.Type) string {
	if i := strings.LastIndexByte(t.Name, '.'); i >= 0 {
		return t.Name[i+1:]
	}
	return t.Name
}

func setupUUID() {
	t := UUIDType
	t.New = uuidNew
	t.Init = func(th *py.Thread, self py.Object, args []py.Object, kwnames []string) error { return nil }
	t.Repr = func(th *py.Thread, o py.Object) (string, error) {
		u, _ := asUUID(o)
		return shortName(o.Type()) + "('" + u.String() + "')", nil
	}
	t.Str = func(th *py.Thread, o py.Object) (string, error) {
		u, _ := asUUID(o)
		return u.String(), nil
	}
	t.Hash = func(th *py.Thread, o py.Object) (int64, error) {
		u, _ := asUUID(o)
		return py.Hash(th, bigObj(u.bigInt()))
	}
	t.Compare = func(th *py.Thread, a, b py.Object, op py.CmpOp) (py.Object, error) {
		x, _ := asUUID(a)
		y, ok := asUUID(b)
		if !ok {
			return py.NotImplemented, nil
		}
		c := strings.Compare(string(x.b[:]), string(y.b[:]))
		var r bool
		switch op {
		case py.CmpLT:
			r = c < 0
		case py.CmpLE:
			r = c <= 0
		case py.CmpEQ:
			r = c == 0
		case py.CmpNE:
			r = c != 0
		case py.CmpGT:
			r = c > 0
		case py.CmpGE:
			r = c >= 0
		}
		return py.NewBool(r), nil
	}
	t.Int = func(th *py.Thread, o py.Object) (py.Object, error) {
		u, _ := asUUID(o)
		return bigObj(u.bigInt()), nil
	}
	t.SetAttr = func(th *py.Thread, o py.Object, name string, v py.Object) error {
		return py.Errorf(py.TypeErrorType, "UUID objects are immutable")
	}
	// copy.copy and copy.deepcopy rebuild a UUID from its string form
	t.AddMethod("__reduce__", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		u, _ := asUUID(self)
		return py.NewTuple([]py.Object{self.Type(), py.NewTuple([]py.Object{py.NewStr(u.String())})}), nil
	})
	get := func(name string, f func(th *py.Thread, u *UUID) (py.Object, error)) {
		t.Dict.SetStr(name, &py.GetSet{Name: name, Get: func(th *py.Thread, o py.Object) (py.Object, error) {
			u, _ := asUUID(o)
			return f(th, u)
		}})
	}
	num := func(v uint64) py.Object { return bigObj(new(big.Int).SetUint64(v)) }
	get("int", func(th *py.Thread, u *UUID) (py.Object, error) { return bigObj(u.bigInt()), nil })
	get("hex", func(th *py.Thread, u *UUID) (py.Object, error) { return py.NewStr(hex.EncodeToString(u.b[:])), nil })
	get("urn", func(th *py.Thread, u *UUID) (py.Object, error) { return py.NewStr("urn:uuid:" + u.String()), nil })
	get("bytes", func(th *py.Thread, u *UUID) (py.Object, error) {
		return py.NewBytes(append([]byte(nil), u.b[:]...)), nil
	})
	get("bytes_le", func(th *py.Thread, u *UUID) (py.Object, error) {
		b := append([]byte(nil), u.b[:]...)
		b[0], b[1], b[2], b[3] = b[3], b[2], b[1], b[0]
		b[4], b[5] = b[5], b[4]
		b[6], b[7] = b[7], b[6]
		return py.NewBytes(b), nil
	})
	timeLow := func(u *UUID) uint64 { return u.hi() >> 32 }
	timeMid := func(u *UUID) uint64 { return u.hi() >> 16 & 0xffff }
	timeHi := func(u *UUID) uint64 { return u.hi() & 0xffff }
	seqHi := func(u *UUID) uint64 { return u.lo() >> 56 }
	seqLow := func(u *UUID) uint64 { return u.lo() >> 48 & 0xff }
	node := func(u *UUID) uint64 { return u.lo() & 0xffffffffffff }
	get("time_low", func(th *py.Thread, u *UUID) (py.Object, error) { return num(timeLow(u)), nil })
	get("time_mid", func(th *py.Thread, u *UUID) (py.Object, error) { return num(timeMid(u)), nil })
	get("time_hi_version", func(th *py.Thread, u *UUID) (py.Object, error) { return num(timeHi(u)), nil })
	get("clock_seq_hi_variant", func(th *py.Thread, u *UUID) (py.Object, error) { return num(seqHi(u)), nil })
	get("clock_seq_low", func(th *py.Thread, u *UUID) (py.Object, error) { return num(seqLow(u)), nil })
	get("node", func(th *py.Thread, u *UUID) (py.Object, error) { return num(node(u)), nil })
	get("time", func(th *py.Thread, u *UUID) (py.Object, error) {
		return num((timeHi(u)&0x0fff)<<48 | timeMid(u)<<32 | timeLow(u)), nil
	})
	get("clock_seq", func(th *py.Thread, u *UUID) (py.Object, error) { return num((seqHi(u)&0x3f)<<8 | seqLow(u)), nil })
	get("fields", func(th *py.Thread, u *UUID) (py.Object, error) {
		return py.NewTuple([]py.Object{num(timeLow(u)), num(timeMid(u)), num(timeHi(u)), num(seqHi(u)), num(seqLow(u)), num(node(u))}), nil
	})
	get("variant", func(th *py.Thread, u *UUID) (py.Object, error) { return py.NewStr(u.variant()), nil })
	get("version", func(th *py.Thread, u *UUID) (py.Object, error) {
		if u.variant() != rfc4122 {
			return py.None, nil
		}
		return py.Int(u.b[6] >> 4), nil
	})
	get("is_safe", func(th *py.Thread, u *UUID) (py.Object, error) {
		if u.isSafe != nil {
			return u.isSafe, nil
		}
		m, err := th.ImportModule("uuid")
		if err != nil {
			return nil, err
		}
		su, err := py.GetAttr(th, m, "SafeUUID")
		if err != nil {
			return nil, err
		}
		return py.GetAttr(th, su, "unknown")
	})
	py.FinishNativeType(t)
}

// setupTypes builds the package's types at the first import of
// uuid, once per process (not at init: the package does no work
// when the process starts).
func setupTypes() { typesOnce.Do(buildTypes) }

var typesOnce sync.Once

func buildTypes() {
	UUIDType = py.NewNativeType("uuid.UUID", nil, nil, false)
	// a Python class in CPython: messages show the bare name
	UUIDType.Name = "UUID"
	setupUUID()
}

// nameBased is uuid3/uuid5: hash(namespace.bytes + name) with a version.
func nameBased(th *py.Thread, fname string, args []py.Object, kw []string, version int) (py.Object, error) {
	var ns, name py.Object
	if err := py.UnpackArgs(fname, args, kw, "namespace", &ns, "name", &name); err != nil {
		return nil, err
	}
	u, ok := asUUID(ns)
	if !ok {
		return nil, py.Errorf(py.AttributeErrorType, "'%s' object has no attribute 'bytes'", ns.Type().Name)
	}
	s, ok := py.AsStr(name)
	if !ok {
		return nil, py.Errorf(py.TypeErrorType, "encoding without a string argument")
	}
	data := append(append([]byte(nil), u.b[:]...), s...)
	out := &UUID{}
	if version == 3 {
		sum := md5.Sum(data)
		copy(out.b[:], sum[:])
	} else {
		sum := sha1.Sum(data)
		copy(out.b[:], sum[:16])
	}
	setVersion(out, version)
	return out, nil
}

func mustParse(s string) *UUID {
	b, err := hex.DecodeString(strings.ReplaceAll(s, "-", ""))
	if err != nil || len(b) != 16 {
		panic("uuid: bad constant " + s)
	}
	u := &UUID{}
	copy(u.b[:], b)
	return u
}

// The namespaces of RFC 4122, immutable and shared, built at the first
// import.
var namespaces = lazy.Value[map[string]*UUID]{New: func() map[string]*UUID {
	return map[string]*UUID{
		"NAMESPACE_DNS":  mustParse("6ba7b810-9dad-11d1-80b4-00c04fd430c8"),
		"NAMESPACE_URL":  mustParse("6ba7b811-9dad-11d1-80b4-00c04fd430c8"),
		"NAMESPACE_OID":  mustParse("6ba7b812-9dad-11d1-80b4-00c04fd430c8"),
		"NAMESPACE_X500": mustParse("6ba7b814-9dad-11d1-80b4-00c04fd430c8"),
	}
}}

const uuidSource = `
class SafeUUID:
    """Whether a UUID was generated safely for multiple processes."""

    def __init__(self, name, value):
        self.name = name
        self._value_ = value

    @property
    def value(self):
        return self._value_

    def __repr__(self):
        return "<SafeUUID.%s: %r>" % (self.name, self._value_)


SafeUUID.safe = SafeUUID("safe", 0)
SafeUUID.unsafe = SafeUUID("unsafe", -1)
SafeUUID.unknown = SafeUUID("unknown", None)
`

// state is per run: uuid1's last timestamp and the random node.
type state struct {
	lastTimestamp uint64
	node          uint64
}

func randomBytes(n int) []byte {
	b := make([]byte, n)
	rand.Read(b)
	return b
}

// Modules returns the definition of the uuid module.
func Modules() []*py.ModuleDef {
	return []*py.ModuleDef{{
		Name:   "uuid",
		Doc:    "UUID objects (universally unique identifiers) according to RFC 4122.",
		Source: uuidSource,
		Init: func(th *py.Thread, m *py.Module) error {
			setupTypes()
			st := &state{}
			d := m.Dict
			fn := func(name string, f py.BuiltinFunc) {
				b := py.NewBuiltin(name, f)
				b.Module = "uuid"
				d.SetStr(name, b)
			}
			d.SetStr("UUID", UUIDType)
			for k, v := range namespaces.Get() {
				d.SetStr(k, v)
			}
			d.SetStr("RESERVED_NCS", py.NewStr(reservedNCS))
			d.SetStr("RFC_4122", py.NewStr(rfc4122))
			d.SetStr("RESERVED_MICROSOFT", py.NewStr(reservedMicrosoft))
			d.SetStr("RESERVED_FUTURE", py.NewStr(reservedFuture))
			getnode := func() uint64 {
				if st.node == 0 {
					// no hardware address in the sandbox: a random node with
					// the multicast bit set, as RFC 4122 section 4.5 says
					st.node = binary.BigEndian.Uint64(append([]byte{0, 0}, randomBytes(6)...)) | 1<<40
				}
				return st.node
			}
			fn("getnode", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
				if err := py.ArgRange("getnode", args, kw, 0, 0); err != nil {
					return nil, err
				}
				return py.Int(getnode()), nil
			})
			fn("uuid4", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
				if err := py.ArgRange("uuid4", args, kw, 0, 0); err != nil {
					return nil, err
				}
				u := &UUID{}
				copy(u.b[:], randomBytes(16))
				setVersion(u, 4)
				return u, nil
			})
			fn("uuid3", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
				return nameBased(th, "uuid3", args, kw, 3)
			})
			fn("uuid5", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
				return nameBased(th, "uuid5", args, kw, 5)
			})
			fn("uuid1", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
				var nodeo, seqo py.Object
				if err := py.UnpackArgs("uuid1", args, kw, "node?", &nodeo, "clock_seq?", &seqo); err != nil {
					return nil, err
				}
				ts := uint64(gotime.Now().UnixNano()/100) + 0x01b21dd213814000
				if st.lastTimestamp != 0 && ts <= st.lastTimestamp {
					ts = st.lastTimestamp + 1
				}
				st.lastTimestamp = ts
				var seq uint64
				if seqo != nil && seqo != py.None {
					v, err := bigOf(th, seqo)
					if err != nil {
						return nil, err
					}
					seq = v.Uint64()
				} else {
					seq = uint64(binary.BigEndian.Uint16(randomBytes(2))) & 0x3fff
				}
				nd := getnode()
				if nodeo != nil && nodeo != py.None {
					v, err := bigOf(th, nodeo)
					if err != nil {
						return nil, err
					}
					if v.Sign() < 0 || v.BitLen() > 48 {
						return nil, py.Errorf(py.ValueErrorType, "field 6 out of range (need a 48-bit value)")
					}
					nd = v.Uint64()
				}
				u := &UUID{}
				binary.BigEndian.PutUint32(u.b[0:], uint32(ts))
				binary.BigEndian.PutUint16(u.b[4:], uint16(ts>>32))
				binary.BigEndian.PutUint16(u.b[6:], uint16(ts>>48)&0x0fff)
				u.b[8] = byte(seq>>8) & 0x3f
				u.b[9] = byte(seq)
				var nb [8]byte
				binary.BigEndian.PutUint64(nb[:], nd)
				copy(u.b[10:], nb[2:])
				setVersion(u, 1)
				return u, nil
			})
			return nil
		},
	}}
}
