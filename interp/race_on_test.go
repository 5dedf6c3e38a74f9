//go:build race

package interp

// The race detector slows everything several times; timing bounds widen.
const raceSlowdown = 10
