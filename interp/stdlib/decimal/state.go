package decimal

import (
	"strings"

	"github.com/mcpython/mcpython/interp/py"
)

// Signals in CPython's order (signal_map): the exception raised for a
// set of trapped conditions is the first of these that is trapped.
const (
	sigInvalidOperation = iota
	sigFloatOperation
	sigDivisionByZero
	sigOverflow
	sigUnderflow
	sigSubnormal
	sigInexact
	sigRounded
	sigClamped
	numSignals
)

var signalNames = [numSignals]string{"InvalidOperation", "FloatOperation", "DivisionByZero", "Overflow",
	"Underflow", "Subnormal", "Inexact", "Rounded", "Clamped"}

// signalBits are the status bits each signal stands for.
var signalBits = [numSignals]int{sInvalid, sFloatOperation, sDivisionByZero, sOverflow, sUnderflow,
	sSubnormal, sInexact, sRounded, sClamped}

// Conditions reported with their own class in the exception's list.
var condNames = []string{"InvalidOperation", "ConversionSyntax", "DivisionImpossible", "DivisionUndefined", "InvalidContext"}
var condBits = []int{sInvalidOperation, sConversionSyntax, sDivisionImpossible, sDivisionUndefined, sInvalidContext}

// state is the per-run state of the decimal module: its signal classes
// and the current context. It lives in the module's namespace.
type state struct {
	signals     [numSignals]py.Object
	conds       []py.Object
	current     *ctxObj
	defaultCtx  *ctxObj
	templates   []*ctxObj
	tupleClass  py.Object
	decimalMod  *py.Module
	initialized bool
}

var stateType *py.Type

func (*state) Type() *py.Type { return stateType }

const stateKey = "__decimal_state__"

// getState finds the decimal module's state for this run.
func getState(th *py.Thread) (*state, error) {
	m, err := th.ImportModule("decimal")
	if err != nil {
		return nil, err
	}
	mod, ok := m.(*py.Module)
	if ok {
		if v, ok := mod.Dict.GetStr(stateKey); ok {
			if st, ok := v.(*state); ok && st.initialized {
				return st, nil
			}
		}
	}
	return nil, py.Errorf(py.RuntimeErrorType, "the decimal module is not initialized")
}

// currentContext is getcontext().
func currentContext(th *py.Thread) (*ctxObj, error) {
	st, err := getState(th)
	if err != nil {
		return nil, err
	}
	if st.current == nil {
		st.current = st.defaultCtx.copyCtx()
		st.current.flags = 0
	}
	return st.current, nil
}

// groupOf is the set of bits of the signal a status bit belongs to:
// every invalid condition stands for InvalidOperation.
func groupOf(bit int) int {
	if bit&sInvalid != 0 {
		return sInvalid
	}
	return bit
}

// apply records the status of an operation in the context and raises
// the exception of the first trapped signal, with the list of trapped
// conditions as its argument (as CPython's C decimal does).
func (c *ctxObj) apply(th *py.Thread, status int) error {
	if status == 0 {
		return nil
	}
	c.flags |= status
	trapped := 0
	for bit := 1; bit <= sLast; bit <<= 1 {
		if status&bit != 0 && c.traps&groupOf(bit) != 0 {
			trapped |= bit
		}
	}
	if trapped == 0 {
		return nil
	}
	st := c.st
	var cls py.Object
	for i := 0; i < numSignals; i++ {
		if trapped&signalBits[i] != 0 {
			cls = st.signals[i]
			break
		}
	}
	var list []py.Object
	for i, b := range condBits {
		if trapped&b != 0 {
			list = append(list, st.conds[i])
		}
	}
	for i := 1; i < numSignals; i++ {
		if trapped&signalBits[i] != 0 {
			list = append(list, st.signals[i])
		}
	}
	exc, err := py.Call(th, cls, []py.Object{py.NewList(list)}, nil)
	if err != nil {
		return err
	}
	if e, ok := exc.(error); ok {
		return e
	}
	return py.Errorf(py.SystemErrorType, "decimal signal is not an exception")
}

// signalIndex finds the signal a class stands for; -1 when it is none.
func (st *state) signalIndex(o py.Object) int {
	for i, s := range st.signals {
		if s == o {
			return i
		}
	}
	return -1
}

func (st *state) signalError() error {
	return py.NewException(py.KeyErrorType, py.NewStr("valid values for signals are:\n  [InvalidOperation, FloatOperation, DivisionByZero,\n   Overflow, Underflow, Subnormal, Inexact, Rounded,\n   Clamped]"))
}

// signalList renders a mask as "[Clamped, InvalidOperation, ...]", in
// bit order, naming the invalid conditions InvalidOperation once.
func signalList(mask int) string {
	var names []string
	invalidSeen := false
	for bit := 1; bit <= sLast; bit <<= 1 {
		if mask&bit == 0 {
			continue
		}
		if bit&sInvalid != 0 {
			if invalidSeen {
				continue
			}
			invalidSeen = true
		}
		for i, b := range signalBits {
			if b&bit != 0 {
				names = append(names, signalNames[i])
				break
			}
		}
	}
	return "[" + strings.Join(names, ", ") + "]"
}
