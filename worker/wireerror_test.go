package worker

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/pii"
	"github.com/mcpython/mcpython/registry"
	"github.com/mcpython/mcpython/skills"
	"github.com/mcpython/mcpython/workspace"
)

// wireTrip sends err through JSON as a host reply does.
func wireTrip(t *testing.T, err error, toPy func(error) error) error {
	t.Helper()
	data, jerr := json.Marshal(encodeError(err, toPy))
	require.NoError(t, jerr)
	var w wireError
	require.NoError(t, decodeNumbers(data, &w))
	return w.decode()
}

func TestWireErrorKeepsSentinels(t *testing.T) {
	for _, sentinel := range []error{skills.ErrNotFound, skills.ErrInvalidName, pii.ErrUnknownType, context.DeadlineExceeded} {
		err := fmt.Errorf("load %q: %w", "x", sentinel)
		got := wireTrip(t, err, nil)
		require.ErrorIs(t, got, sentinel)
		require.Equal(t, err.Error(), got.Error())
	}
	got := wireTrip(t, errors.New("disk on fire"), nil)
	require.Equal(t, "disk on fire", got.Error())
}

func TestWireErrorCarriesPythonExceptions(t *testing.T) {
	cases := []struct {
		err  error
		toPy func(error) error
	}{
		{&workspace.PathError{Op: "open", Path: "a.txt", Err: workspace.ErrNotExist}, workspace.PythonError},
		{&workspace.PathError{Op: "write", Path: "big", Err: workspace.ErrFileTooLarge, Detail: "too big"}, workspace.PythonError},
		{&registry.ToolError{Message: "upstream said no"}, registry.PythonError},
		{&registry.NotFoundError{Name: "x.y"}, registry.PythonError},
	}
	for _, tc := range cases {
		var want *py.Exception
		require.ErrorAs(t, tc.toPy(tc.err), &want)
		var got *py.Exception
		require.ErrorAs(t, wireTrip(t, tc.err, tc.toPy), &got)
		require.Same(t, want.Type(), got.Type())
		require.Equal(t, want.Error(), got.Error())
		require.Equal(t, want.Args.Items(), got.Args.Items())
	}
}
