// Package itertools is the itertools module: lazy iterators written in Go
// that tick the run's step counter for every item they look at.
package itertools

import (
	"strings"
	"sync"

	"github.com/mcpython/mcpython/interp/py"
)

// Modules returns the definition of the itertools module.
func Modules() []*py.ModuleDef {
	return []*py.ModuleDef{{Name: "itertools", Doc: "Functional tools for creating and using iterators.", Init: initModule}}
}

func initModule(th *py.Thread, m *py.Module) error {
	setupTypes()
	for _, t := range []*py.Type{countType, cycleType, repeatType, accumulateType, chainType, compressType,
		dropwhileType, takewhileType, filterfalseType, groupbyType, isliceType, pairwiseType, starmapType,
		zipLongestType, productType, permutationsType, combinationsType, cwrType, batchedType} {
		m.Dict.SetStr(strings.TrimPrefix(t.Name, "itertools."), t)
	}
	m.Dict.SetStr("_grouper", grouperType)
	m.Dict.SetStr("_tee", teeType)
	m.Dict.SetStr("tee", py.NewBuiltin("tee", teeFunc))
	return nil
}

// newIterType creates an itertools iterator class: newFn builds an
// instance from the constructor arguments, next produces items ((nil, nil)
// at the end).
func newIterType(name string, newFn func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error),
	next func(th *py.Thread, o py.Object) (py.Object, error)) *py.Type {
	t := py.NewNativeType("itertools."+name, nil, nil, false)
	if newFn != nil {
		t.New = func(th *py.Thread, _ *py.Type, args []py.Object, kwnames []string) (py.Object, error) {
			return newFn(th, args, kwnames)
		}
	}
	t.Hash = py.IdentityHashSlot
	t.Iter = func(th *py.Thread, o py.Object) (py.Object, error) { return o, nil }
	t.Next = func(th *py.Thread, o py.Object) (py.Object, error) {
		if err := th.Tick(); err != nil {
			return nil, err
		}
		return next(th, py.Unwrap(o))
	}
	return t
}

// init adds the extra methods and reprs of the types, then completes
// every type once its slots are set.
// setupTypes builds the package's types at the first import of
// itertools, once per process (not at init: the package does no work
// when the process starts).
func setupTypes() { typesOnce.Do(buildTypes) }

var typesOnce sync.Once

func buildTypes() {
	chainType = newIterType("chain", newChain, chainNext)
	accumulateType = newIterType("accumulate", newAccumulate, accumulateNext)
	compressType = newIterType("compress", newCompress, compressNext)
	dropwhileType = newIterType("dropwhile", newPredicate(kindDropwhile, "dropwhile"), predicateNext)
	takewhileType = newIterType("takewhile", newPredicate(kindTakewhile, "takewhile"), predicateNext)
	filterfalseType = newIterType("filterfalse", newPredicate(kindFilterfalse, "filterfalse"), predicateNext)
	pairwiseType = newIterType("pairwise", newPairwise, pairwiseNext)
	starmapType = newIterType("starmap", newStarmap, starmapNext)
	zipLongestType = newIterType("zip_longest", newZipLongest, zipLongestNext)
	batchedType = newIterType("batched", newBatched, batchedNext)
	productType = newIterType("product", newProduct, productNext)
	permutationsType = newIterType("permutations", newPermutations, permutationsNext)
	combinationsType = newIterType("combinations", newCombinations(false), combinationsNext)
	cwrType = newIterType("combinations_with_replacement", newCombinations(true), combinationsNext)
	countType = newIterType("count", newCount, countNext)
	cycleType = newIterType("cycle", newCycle, cycleNext)
	repeatType = newIterType("repeat", newRepeat, repeatNext)
	groupbyType = newIterType("groupby", newGroupby, groupbyNext)
	grouperType = newIterType("_grouper", nil, grouperNext)
	isliceType = newIterType("islice", newIslice, isliceNext)
	teeType = newIterType("_tee", newTee, teeNext)
	setupCount()
	setupChain()
	setupTee()
	for _, t := range []*py.Type{countType, cycleType, repeatType, accumulateType, chainType, compressType,
		dropwhileType, takewhileType, filterfalseType, groupbyType, grouperType, isliceType, pairwiseType,
		starmapType, zipLongestType, productType, permutationsType, combinationsType, cwrType, batchedType,
		teeType} {
		py.FinishNativeType(t)
	}
}

// exactArgs checks a constructor that takes exactly n positional arguments
// and no keywords, with CPython's wording ("dropwhile expected 2
// arguments, got 1").
func exactArgs(fn string, args []py.Object, kwnames []string, n int) error {
	if len(kwnames) > 0 {
		return py.Errorf(py.TypeErrorType, "%s() takes no keyword arguments", fn)
	}
	if len(args) != n {
		s := "s"
		if n == 1 {
			s = ""
		}
		return py.Errorf(py.TypeErrorType, "%s expected %d argument%s, got %d", fn, n, s, len(args))
	}
	return nil
}

// truth calls pred(x) (or takes x itself when pred is None) and returns
// its truth value.
func truth(th *py.Thread, pred, x py.Object) (bool, error) {
	if pred == py.None {
		return py.Truth(th, x)
	}
	r, err := py.Call(th, pred, []py.Object{x}, nil)
	if err != nil {
		return false, err
	}
	return py.Truth(th, r)
}
