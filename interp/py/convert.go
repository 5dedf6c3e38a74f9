package py

import (
	"encoding/json"
	"fmt"
	"math/big"
	"sort"
)

func toGo(th *Thread, o Object, depth int) (any, error) {
	if depth > 200 {
		return nil, Errorf(ValueErrorType, "value nested too deeply to convert")
	}
	switch x := o.(type) {
	case NoneType:
		return nil, nil
	case Bool:
		return bool(x), nil
	case Int:
		return int64(x), nil
	case *BigInt:
		return new(big.Int).Set(x.v), nil
	case Float:
		return float64(x), nil
	case *Str:
		return x.s, nil
	case *Bytes:
		return string(x.b), nil
	case *List:
		return seqToGo(th, x.items, depth)
	case *Tuple:
		return seqToGo(th, x.items, depth)
	case *Set:
		return seqToGo(th, x.Items(), depth)
	case *Dict:
		out := make(map[string]any, x.used)
		var err error
		x.Items(func(k, v Object) bool {
			var ks string
			if s, ok := AsStr(k); ok {
				ks = s
			} else if ks, err = StrOf(th, k); err != nil {
				return false
			}
			var gv any
			if gv, err = toGo(th, v, depth+1); err != nil {
				return false
			}
			out[ks] = gv
			return true
		})
		return out, err
	case *Instance:
		if x.Base() != nil {
			return toGo(th, x.Base(), depth)
		}
	}
	return nil, Errorf(TypeErrorType, "Object of type %s is not JSON serializable", TypeName(o))
}

func seqToGo(th *Thread, items []Object, depth int) ([]any, error) {
	out := make([]any, len(items))
	for i, it := range items {
		v, err := toGo(th, it, depth+1)
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}

func fromGo(v any) (Object, error) {
	switch x := v.(type) {
	case nil:
		return None, nil
	case bool:
		return NewBool(x), nil
	case int:
		return Int(x), nil
	case int64:
		return Int(x), nil
	case int32:
		return Int(x), nil
	case uint64:
		return NewBigInt(new(big.Int).SetUint64(x)), nil
	case *big.Int:
		return NewBigInt(new(big.Int).Set(x)), nil
	case float64:
		return Float(x), nil
	case float32:
		return Float(x), nil
	case json.Number:
		if i, err := x.Int64(); err == nil {
			return Int(i), nil
		}
		if b, ok := new(big.Int).SetString(string(x), 10); ok {
			return NewBigInt(b), nil
		}
		f, err := x.Float64()
		if err != nil {
			return nil, fmt.Errorf("bad JSON number %q: %w", x, err)
		}
		return Float(f), nil
	case string:
		return NewStr(x), nil
	case []byte:
		return NewBytes(append([]byte(nil), x...)), nil
	case []any:
		items := make([]Object, len(x))
		for i, it := range x {
			o, err := fromGo(it)
			if err != nil {
				return nil, err
			}
			items[i] = o
		}
		return NewList(items), nil
	case []string:
		items := make([]Object, len(x))
		for i, it := range x {
			items[i] = NewStr(it)
		}
		return NewList(items), nil
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys) // Go maps have no order; sorted keys are deterministic
		d := NewDictSize(len(x))
		for _, k := range keys {
			o, err := fromGo(x[k])
			if err != nil {
				return nil, err
			}
			d.SetStr(k, o)
		}
		return d, nil
	case Object:
		return x, nil
	}
	return nil, fmt.Errorf("cannot convert %T to a Python value", v)
}
