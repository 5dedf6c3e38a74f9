package py

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSharedConstFn(t *testing.T) {
	cases := []struct {
		v      Object
		shared bool
	}{
		{Int(sharedIntMin), true},
		{Int(0), true},
		{Int(1), true},
		{Int(sharedIntMax), true},
		{Int(sharedIntMin - 1), false},
		{Int(sharedIntMax + 1), false},
		{True, true},
		{False, true},
		{None, true},
		{Ellipsis, true},
		{Float(1), false},
		{NewStr("x"), false},
	}
	for _, c := range cases {
		f := sharedConstFn(c.v)
		if !c.shared {
			assert.Nil(t, f, "%#v", c.v)
			continue
		}
		require.NotNil(t, f, "%#v", c.v)
		got, err := f(nil)
		require.NoError(t, err)
		assert.Equal(t, c.v, got)
	}
}
