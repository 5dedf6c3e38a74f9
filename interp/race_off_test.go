//go:build !race

package interp

const raceSlowdown = 1
