// Package decimal is the decimal module: arbitrary-precision decimal
// floating point after the General Decimal Arithmetic specification, as
// CPython's C implementation behaves (results, flags, signals and their
// exception arguments, string forms). Arithmetic is in Go on big
// integers; the signal classes and localcontext are Python.
package decimal

import (
	_ "embed"
	"math/big"
	"sync"

	"github.com/mcpython/mcpython/interp/py"
)

//go:embed decimal.py
var source string

// Modules returns the definition of the decimal module.
func Modules() []*py.ModuleDef {
	return []*py.ModuleDef{{Name: "decimal", Doc: "Decimal fixed point and floating point arithmetic.",
		Init: initModule, Source: source}}
}

// setupTypes builds the package's types at the first import of
// decimal, once per process (not at init: the package does no work
// when the process starts).
func setupTypes() { typesOnce.Do(buildTypes) }

var typesOnce sync.Once

func buildTypes() {
	bigZero, bigOne, bigTen = big.NewInt(0), big.NewInt(1), big.NewInt(10)
	buildOpTables()
	decimalType = py.NewNativeType("decimal.Decimal", nil, nil, false)
	contextType = py.NewNativeType("decimal.Context", nil, nil, false)
	signalDictType = py.NewNativeType("decimal.SignalDictMixin", nil, nil, false)
	stateType = py.NewNativeType("decimal._DecimalState", nil, nil, false)
	setupDecimalType()
	setupContextType()
	setupSignalDict()
	stateType.SetFinal()
	for _, t := range []*py.Type{decimalType, contextType, signalDictType, stateType} {
		py.FinishNativeType(t)
	}
	signalDictType.SetUnhashable()
}

func initModule(th *py.Thread, m *py.Module) error {
	setupTypes()
	st := &state{decimalMod: m}
	d := m.Dict
	d.SetStr(stateKey, st)
	d.SetStr("Decimal", decimalType)
	d.SetStr("Context", contextType)
	d.SetStr("SignalDictMixin", signalDictType)
	for i, n := range roundingNames {
		_ = i
		d.SetStr(n, py.NewStr(n))
	}
	d.SetStr("MAX_PREC", py.Int(maxPrec))
	d.SetStr("MAX_EMAX", py.Int(maxEmax))
	d.SetStr("MIN_EMIN", py.Int(minEmin))
	d.SetStr("MIN_ETINY", py.Int(minEtiny))
	d.SetStr("HAVE_THREADS", py.True)
	d.SetStr("HAVE_CONTEXTVAR", py.True)
	d.SetStr("__version__", py.NewStr("1.70"))
	d.SetStr("__libmpdec_version__", py.NewStr("2.5.1"))
	fn := func(name string, f py.BuiltinFunc) {
		b := py.NewBuiltin(name, f)
		b.Module = "decimal"
		d.SetStr(name, b)
	}
	fn("getcontext", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("getcontext", args, kw, 0, 0); err != nil {
			return nil, err
		}
		return currentContext(th)
	})
	fn("setcontext", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("setcontext", args, kw, 1, 1); err != nil {
			return nil, err
		}
		c, ok := py.Unwrap(args[0]).(*ctxObj)
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "argument must be a context")
		}
		for _, t := range st.templates {
			if t == c {
				// the templates are copied, with fresh flags
				c = c.copyCtx()
				c.flags = 0
				break
			}
		}
		st.current = c
		return py.None, nil
	})
	fn("_setup", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		// _setup(signals, conditions, DecimalTuple) from the Python part
		if err := py.ArgRange("_setup", args, kw, 3, 3); err != nil {
			return nil, err
		}
		sigs, _ := py.SeqItems(args[0])
		conds, _ := py.SeqItems(args[1])
		if len(sigs) != numSignals || len(conds) != len(condNames) {
			return nil, py.Errorf(py.ValueErrorType, "bad decimal signal tables")
		}
		copy(st.signals[:], sigs)
		st.conds = append([]py.Object(nil), conds...)
		st.tupleClass = args[2]
		st.defaultCtx = newDefaultContext(st)
		basic := newDefaultContext(st)
		basic.prec = 9
		basic.rounding = roundHalfUp
		basic.traps = sInvalid | sDivisionByZero | sOverflow | sUnderflow | sClamped
		extended := newDefaultContext(st)
		extended.prec = 9
		extended.traps = 0
		st.templates = []*ctxObj{st.defaultCtx, basic, extended}
		st.initialized = true
		d.SetStr("DefaultContext", st.defaultCtx)
		d.SetStr("BasicContext", basic)
		d.SetStr("ExtendedContext", extended)
		return py.None, nil
	})
	return nil
}
