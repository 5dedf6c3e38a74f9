package py

import (
	"math"
	"time"
)

// MemSizer is implemented by native objects that hold memory measureLive
// cannot see (buffers, queues): MemSize returns the bytes the object holds
// itself and passes each object it references to visit. Without it such a
// buffer is forgotten whenever the run's usage is re-measured, and grows
// past the limit.
type MemSizer interface {
	MemSize(visit func(Object)) int64
}

// processOwned marks strings and tuples made at compile time or at start-up
// (names, constants, one-character strings): cached code shares them between
// concurrent runs, so a measurement must never write their mark (a data
// race, and one run's generation could hide an object from another's), and
// they are the process's memory, not the run's.
const processOwned = math.MaxUint32

// measureLive estimates the bytes reachable from the run's roots: module
// globals, every frame on the stack, and imported modules. It runs only
// when the allocation counter passes the limit, so its cost is amortised
// like a garbage collector's.
func (th *Thread) measureLive() int64 {
	th.markGen++
	if th.markGen == processOwned {
		th.markGen = 1 // 0 is the mark of objects never measured
	}
	gen := th.markGen
	// containers and strings carry a mark; rarer objects use the map
	first := func(o Object) bool {
		switch x := o.(type) {
		case *Str:
			if x.mark == gen || x.mark == processOwned {
				return false
			}
			x.mark = gen
			return true
		case *List:
			if x.mark == gen {
				return false
			}
			x.mark = gen
			return true
		case *Tuple:
			if x.mark == gen || x.mark == processOwned {
				return false
			}
			x.mark = gen
			return true
		case *Dict:
			if x.mark == gen {
				return false
			}
			x.mark = gen
			return true
		case *Set:
			if x.mark == gen {
				return false
			}
			x.mark = gen
			return true
		case *Instance:
			if x.mark == gen {
				return false
			}
			x.mark = gen
			return true
		}
		return true
	}
	seen := map[any]bool{}
	var total int64
	var stack []Object
	push := func(o Object) {
		if o != nil {
			stack = append(stack, o)
		}
	}
	for fr := th.frame; fr != nil; fr = fr.back {
		for _, v := range fr.locals {
			push(v)
		}
		for _, v := range fr.stack {
			push(v)
		}
		if fr.globals != nil {
			push(fr.globals)
		}
		if fr.ns != nil {
			push(fr.ns)
		}
		push(fr.ret)
	}
	for _, m := range th.modules {
		push(m)
	}
	for _, r := range th.gcRoots {
		push(r)
	}
	visited := 0
	for len(stack) > 0 {
		visited++
		if visited&0xffff == 0 && time.Now().After(th.deadline) {
			// the walk itself must not overrun the run's deadline
			_ = th.setAbort(Errorf(TimeoutErrorType, "execution exceeded the time limit (%s)", th.Limits.MaxDuration))
			return total
		}
		o := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		switch o.(type) {
		case Int, Float, Bool, NoneType, Complex:
			total += 16
			continue
		case *Str, *List, *Tuple, *Dict, *Set, *Instance:
			if !first(o) {
				continue
			}
		default:
			if seen[o] {
				continue
			}
			seen[o] = true
		}
		switch x := o.(type) {
		case *Str:
			if x.hash != 0 && x.ext != nil && x.ext.counted && x.ext.buf == nil && len(x.s) < 64 {
				total += 8 // likely a shared constant or key: count it lightly
			} else {
				total += int64(len(x.s)) + 48
			}
		case *BigInt:
			total += int64(x.v.BitLen()/8) + 32
		case *Bytes:
			total += int64(len(x.b)) + 32
		case *ByteArray:
			total += int64(cap(x.b)) + 32
		case *List:
			total += int64(cap(x.items))*16 + 48
			for _, it := range x.items {
				push(it)
			}
			if x.attrs != nil {
				push(x.attrs)
			}
		case *Tuple:
			total += int64(len(x.items))*16 + 32
			for _, it := range x.items {
				push(it)
			}
		case *Dict:
			total += int64(cap(x.entries))*40 + int64(len(x.indices))*4 + 64
			for _, e := range x.entries {
				if e.key != nil {
					push(e.key)
					push(e.value)
				}
			}
			if x.attrs != nil {
				push(x.attrs)
			}
		case *Set:
			total += int64(len(x.table))*24 + 64
			for _, e := range x.table {
				if e.key != nil && e.key != setDummy {
					push(e.key)
				}
			}
		case *Instance:
			total += 32
			if x.extra() != nil {
				total += 48
			}
			if d := x.dictOrNil(); d != nil {
				push(d)
			}
			vals := x.values()
			total += 16 * int64(len(vals))
			for _, v := range vals {
				if v != nil {
					push(v)
				}
			}
			push(x.Base())
		case *Exception:
			total += 96
			if x.Args != nil {
				push(x.Args)
			}
			if x.attrs != nil {
				push(x.attrs)
			}
		case *Module:
			total += 64
			push(x.Dict)
		case *Function:
			total += 128
			for _, d := range x.Defaults {
				push(d)
			}
			for _, c := range x.closure {
				push(c.V)
			}
		case *Cell:
			push(x.V)
		case *Type:
			total += 512
			if !x.builtin {
				push(x.Dict)
			}
		case *Generator:
			total += 8 << 10
			if x.core.fr != nil {
				for _, v := range x.core.fr.locals {
					push(v)
				}
			}
		case *GenExpr:
			total += 256
			if x.fr != nil {
				for _, v := range x.fr.locals {
					push(v)
				}
			}
			for _, it := range x.iters {
				push(it)
			}
		case *BoundMethod:
			push(x.Self)
		case *DictView:
			push(x.d)
		case MemSizer:
			total += x.MemSize(push)
		default:
			total += 64
		}
	}
	return total
}
