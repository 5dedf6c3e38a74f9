//go:build !linux

package worker

import (
	"errors"
	"os/exec"
)

// cgroups are a Linux feature; elsewhere workers run without them.
type cgroups struct{ dir string }

func systemCgroups() (*cgroups, error) {
	return nil, errors.New("cgroups are a Linux feature")
}

func (c *cgroups) place(*exec.Cmd, int64) (remove func(), err error) { return func() {}, nil }
