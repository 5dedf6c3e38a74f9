package py

import (
	"math"
	"math/big"
)

// Decoding is two passes. ParseSnapshot checks the bytes and turns them into
// a graph of nodes without running any Python: every bound (counts, depth,
// references, memory) is enforced here, so hostile input ends in an error
// wrapping ErrBadSnapshot. Bind (snapshot_build.go) later turns the nodes
// into objects on the thread of the run that uses them, when that run's
// importer can resolve modules.

// snapNode is one decoded object. Its kids are its parts in the order the
// tag's record lists them (snapshot_format.go).
type snapNode struct {
	tag      byte
	neg      bool
	building bool
	nbases   int32  // a class's bases are kids[:nbases], its metaclass kids[nbases]
	flags    uint64 // class, exception and sub-set flags; a function's source; a complex's imaginary bits
	i        int64  // an int; a float's or complex's real bits; a function's def or lambda number
	s        string
	kids     []*snapNode
	obj      Object
	ext      *snapNodeExt
}

// snapNodeExt holds the fields few nodes need.
type snapNodeExt struct {
	s2   string   // a global's qualname
	strs []string // a class's abstract method names, an exception's notes
}

// snapNodeCost approximates the memory of one node, charged while parsing.
const snapNodeCost = 160

// Snapshot is a parsed session snapshot, ready to bind into a namespace.
// It is used once, by one goroutine.
type Snapshot struct {
	Version uint16
	sources []snapSource
	modules []string
	names   []string
	values  []*snapNode
	progs   []*Program
	// panicked is the first Go panic recovered by Bind
	panicked error
}

// Modules returns the names of the modules the session had imported.
func (s *Snapshot) Modules() []string { return s.modules }

// Names returns the names of the globals held, in snapshot order.
func (s *Snapshot) Names() []string { return s.names }

type snapParser struct {
	r      snapReader
	nodes  []*snapNode
	slab   []snapNode  // nodes are carved from slabs: one allocation per many
	arena  []*snapNode // and kid lists from arenas
	depth  int
	mem    int64
	maxMem int64
	nsrc   int
}

// constant nodes are shared by every snapshot and never written.
var snapConsts = func() [tagAbsent + 1]*snapNode {
	var c [tagAbsent + 1]*snapNode
	for _, t := range []byte{tagNone, tagTrue, tagFalse, tagEllipsis, tagNotImplemented, tagAbsent} {
		c[t] = &snapNode{tag: t}
	}
	return c
}()

// ParseSnapshot checks data (header, checksum, version, structure) and
// decodes it into nodes, charging their memory against maxMemory bytes.
func ParseSnapshot(data []byte, maxMemory int64) (*Snapshot, error) {
	version, body, err := openSnapshot(data)
	if err != nil {
		return nil, err
	}
	p := &snapParser{r: snapReader{b: body}, maxMem: maxMemory}
	if err := p.charge(int64(len(data))); err != nil {
		return nil, err
	}
	s := &Snapshot{Version: version}
	nsrc, err := p.r.count(3)
	if err != nil {
		return nil, err
	}
	for range nsrc {
		kind, err := p.r.byte()
		if err != nil {
			return nil, err
		}
		fn, err := p.r.str()
		if err != nil {
			return nil, err
		}
		src := snapSource{filename: fn}
		switch kind {
		case 0:
			src.text, err = p.r.str()
		case 1:
			var sum uint64
			sum, err = p.r.uvarint()
			src.library, src.sum = true, uint32(sum)
			if sum > 1<<32-1 {
				return nil, badSnapshot("bad source checksum")
			}
		default:
			return nil, badSnapshot("unknown source kind %d", kind)
		}
		if err != nil {
			return nil, err
		}
		s.sources = append(s.sources, src)
	}
	p.nsrc = nsrc
	s.progs = make([]*Program, nsrc)
	nmod, err := p.r.count(1)
	if err != nil {
		return nil, err
	}
	for range nmod {
		name, err := p.r.str()
		if err != nil {
			return nil, err
		}
		s.modules = append(s.modules, name)
	}
	nglob, err := p.r.count(2)
	if err != nil {
		return nil, err
	}
	for range nglob {
		name, err := p.r.str()
		if err != nil {
			return nil, err
		}
		v, err := p.obj()
		if err != nil {
			return nil, err
		}
		s.names = append(s.names, name)
		s.values = append(s.values, v)
	}
	if p.r.off != len(p.r.b) {
		return nil, badSnapshot("%d trailing bytes", len(p.r.b)-p.r.off)
	}
	return s, nil
}

func (p *snapParser) charge(n int64) error {
	p.mem += n
	if p.maxMem > 0 && p.mem > p.maxMem {
		return badSnapshot("decoding needs more than the memory limit of %d bytes", p.maxMem)
	}
	return nil
}

// obj reads one object.
func (p *snapParser) obj() (*snapNode, error) {
	tag, err := p.r.byte()
	if err != nil {
		return nil, err
	}
	switch tag {
	case tagNone, tagTrue, tagFalse, tagEllipsis, tagNotImplemented, tagAbsent:
		return snapConsts[tag], nil
	case tagInt:
		v, err := p.r.varint()
		n := p.node(tag)
		n.i = v
		return n, err
	case tagBigInt:
		sign, err := p.r.byte()
		if err != nil {
			return nil, err
		}
		mag, err := p.r.str()
		if err != nil {
			return nil, err
		}
		if sign > 1 {
			return nil, badSnapshot("bad int sign %d", sign)
		}
		n := p.node(tag)
		n.neg, n.s = sign == 1, mag
		return n, p.charge(int64(len(mag)) + snapNodeCost)
	case tagFloat:
		v, err := p.r.float()
		n := p.node(tag)
		n.i = int64(math.Float64bits(v))
		return n, err
	case tagComplex:
		re, err := p.r.float()
		if err != nil {
			return nil, err
		}
		im, err := p.r.float()
		n := p.node(tag)
		n.i, n.flags = int64(math.Float64bits(re)), math.Float64bits(im)
		return n, err
	case tagRef:
		id, err := p.r.uvarint()
		if err != nil {
			return nil, err
		}
		if id >= uint64(len(p.nodes)) {
			return nil, badSnapshot("reference to object %d of %d", id, len(p.nodes))
		}
		return p.nodes[id], nil
	}
	if tag < tagFirstRegistered || tag >= tagLast {
		return nil, badSnapshot("unknown tag %d at byte %d", tag, p.r.off-1)
	}
	if p.depth >= maxSnapDepth {
		return nil, badSnapshot("objects nested more than %d deep", maxSnapDepth)
	}
	if err := p.charge(snapNodeCost); err != nil {
		return nil, err
	}
	n := p.node(tag)
	p.nodes = append(p.nodes, n)
	p.depth++
	err = p.record(n)
	p.depth--
	return n, err
}

// node returns a zeroed node from the current slab.
func (p *snapParser) node(tag byte) *snapNode {
	if len(p.slab) == 0 {
		// a node takes a byte of input at least, four or more mostly
		p.slab = make([]snapNode, max(1, min(256, (len(p.r.b)-p.r.off)/4+1)))
	}
	n := &p.slab[0]
	p.slab = p.slab[1:]
	n.tag = tag
	return n
}

// kidSlots returns room for k kids, from the current arena when it fits.
func (p *snapParser) kidSlots(k int) []*snapNode {
	if k > 64 {
		return make([]*snapNode, 0, k)
	}
	if cap(p.arena)-len(p.arena) < k {
		p.arena = make([]*snapNode, 0, max(k, min(1024, len(p.r.b)-p.r.off+1)))
	}
	start := len(p.arena)
	p.arena = p.arena[:start+k]
	return p.arena[start : start : start+k]
}

// kids reads k objects into n.
func (p *snapParser) kids(n *snapNode, k int) error {
	if err := p.charge(int64(k) * 8); err != nil {
		return err
	}
	if k == 0 {
		return nil
	}
	if n.kids == nil {
		n.kids = p.kidSlots(k)
	} else if cap(n.kids)-len(n.kids) < k {
		grown := make([]*snapNode, len(n.kids), len(n.kids)+k)
		copy(grown, n.kids)
		n.kids = grown
	}
	for range k {
		c, err := p.obj()
		if err != nil {
			return err
		}
		n.kids = append(n.kids, c)
	}
	return nil
}

// counted reads a count, then that many objects (per items each).
func (p *snapParser) counted(n *snapNode, per int) error {
	c, err := p.r.count(per)
	if err != nil {
		return err
	}
	return p.kids(n, c*per)
}

func (p *snapParser) str(n *snapNode) error {
	s, err := p.r.str()
	n.s = s
	if err != nil {
		return err
	}
	return p.charge(int64(len(s)))
}

// record reads the payload that follows a registered tag.
func (p *snapParser) record(n *snapNode) error {
	switch n.tag {
	case tagStr, tagBytes, tagByteArray, tagModule, tagModuleDict:
		return p.str(n)
	case tagTuple, tagList, tagSet, tagFrozenSet:
		return p.counted(n, 1)
	case tagDict:
		return p.counted(n, 2)
	case tagRange, tagSlice:
		return p.kids(n, 3)
	case tagCell, tagMappingProxy, tagUnion:
		return p.kids(n, 1)
	case tagGenericAlias:
		return p.kids(n, 2)
	case tagMainDict:
		return nil
	case tagGlobal:
		if err := p.str(n); err != nil {
			return err
		}
		s2, err := p.r.str()
		n.ext = &snapNodeExt{s2: s2}
		return err
	case tagFunction:
		src, err := p.r.uvarint()
		if err != nil {
			return err
		}
		if src >= uint64(p.nsrc) {
			return badSnapshot("function source %d of %d", src, p.nsrc)
		}
		seq, err := p.r.uvarint()
		if err != nil {
			return err
		}
		if seq > 1<<31 {
			return badSnapshot("function number %d", seq)
		}
		n.flags, n.i = src, int64(seq)
		return p.kids(n, snapFunctionFields)
	case tagClass:
		return p.class(n)
	case tagInstance:
		return p.kids(n, 4)
	case tagSubDict:
		if err := p.kids(n, 2); err != nil {
			return err
		}
		return p.counted(n, 2)
	case tagSubList:
		if err := p.kids(n, 2); err != nil {
			return err
		}
		return p.counted(n, 1)
	case tagSubSet:
		frozen, err := p.r.byte()
		if err != nil {
			return err
		}
		n.flags = uint64(frozen)
		if err := p.kids(n, 2); err != nil {
			return err
		}
		return p.counted(n, 1)
	case tagException:
		var err error
		if n.flags, err = p.r.uvarint(); err != nil {
			return err
		}
		if n.ext, err = p.strs(); err != nil {
			return err
		}
		return p.kids(n, 5)
	case tagBoundMethod:
		return p.kids(n, 2)
	case tagClassMethod, tagStaticMethod:
		return p.kids(n, 3)
	case tagProperty:
		if err := p.str(n); err != nil {
			return err
		}
		return p.kids(n, 6)
	case tagMember, tagAttr:
		if err := p.str(n); err != nil {
			return err
		}
		return p.kids(n, 1)
	case tagReduce:
		return p.kids(n, 5)
	}
	return badSnapshot("unknown tag %d", n.tag)
}

func (p *snapParser) class(n *snapNode) error {
	var err error
	if n.flags, err = p.r.uvarint(); err != nil {
		return err
	}
	if err := p.str(n); err != nil {
		return err
	}
	nb, err := p.r.count(1)
	if err != nil {
		return err
	}
	n.nbases = int32(nb)
	if err := p.kids(n, nb+1); err != nil {
		return err
	}
	if n.ext, err = p.strs(); err != nil {
		return err
	}
	return p.counted(n, 2)
}

// strs reads a counted list of strings.
func (p *snapParser) strs() (*snapNodeExt, error) {
	k, err := p.r.count(1)
	if err != nil {
		return nil, err
	}
	ext := &snapNodeExt{}
	for range k {
		s, err := p.r.str()
		if err != nil {
			return nil, err
		}
		if err := p.charge(int64(len(s)) + 16); err != nil {
			return nil, err
		}
		ext.strs = append(ext.strs, s)
	}
	return ext, nil
}

// bigOf is the value of a tagBigInt node.
func bigOf(n *snapNode) *big.Int {
	v := new(big.Int).SetBytes([]byte(n.s))
	if n.neg {
		v.Neg(v)
	}
	return v
}
