// Package purepy holds the standard-library modules written in Python: one
// NAME.py per module, embedded as a whole, and the table in modules.go that
// names them. A module that needs a primitive written in Go gets it from
// primitives.go, set in its globals before its source runs. Modules whose
// main part is Go (json, re, datetime, …) live in their own packages and
// embed their Python part beside their Go code.
package purepy
