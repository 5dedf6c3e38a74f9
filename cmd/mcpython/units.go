package main

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// parseSize reads a byte count: a plain number of bytes, or a number with a
// unit (KB = 1000, KiB = 1024, MB, MiB, GB, GiB; case-insensitive; "K",
// "M", "G" are the binary units).
func parseSize(s string) (int64, error) {
	t := strings.TrimSpace(s)
	i := len(t)
	for i > 0 && (t[i-1] < '0' || t[i-1] > '9') && t[i-1] != '.' {
		i--
	}
	num, unit := strings.TrimSpace(t[:i]), strings.ToLower(strings.TrimSpace(t[i:]))
	mult := map[string]float64{
		"": 1, "b": 1,
		"k": 1 << 10, "kib": 1 << 10, "kb": 1e3,
		"m": 1 << 20, "mib": 1 << 20, "mb": 1e6,
		"g": 1 << 30, "gib": 1 << 30, "gb": 1e9,
	}[unit]
	f, err := strconv.ParseFloat(num, 64)
	if err != nil || mult == 0 || f < 0 || math.IsInf(f, 0) || math.IsNaN(f) {
		return 0, fmt.Errorf("size %q: want bytes, or a number with KB, KiB, MB, MiB, GB or GiB", s)
	}
	v := f * mult
	if v > math.MaxInt64/2 {
		return 0, fmt.Errorf("size %q is too large", s)
	}
	return int64(v), nil
}

// parseDuration reads a Go duration ("30s", "2m") or a plain number of
// seconds ("30", "0.5").
func parseDuration(s string) (time.Duration, error) {
	t := strings.TrimSpace(s)
	if f, err := strconv.ParseFloat(t, 64); err == nil {
		if f < 0 || f > 1e9 || math.IsNaN(f) {
			return 0, fmt.Errorf("duration %q: want a number of seconds from 0 up", s)
		}
		return time.Duration(f * float64(time.Second)), nil
	}
	d, err := time.ParseDuration(t)
	if err != nil || d < 0 {
		return 0, fmt.Errorf("duration %q: want seconds (30) or a Go duration (30s, 2m)", s)
	}
	return d, nil
}

// sizeValue is a byte count in flags ("256MiB") and JSON (a number or such a
// string).
type sizeValue int64

// String is the size in the largest binary unit that divides it ("256MiB"),
// which Set reads back.
func (v *sizeValue) String() string {
	n := int64(*v)
	for _, u := range []struct {
		name string
		size int64
	}{{"GiB", 1 << 30}, {"MiB", 1 << 20}, {"KiB", 1 << 10}} {
		if n != 0 && n%u.size == 0 {
			return strconv.FormatInt(n/u.size, 10) + u.name
		}
	}
	return strconv.FormatInt(n, 10)
}

// Type names the value in --help.
func (v *sizeValue) Type() string { return "size" }

func (v *sizeValue) Set(s string) error {
	n, err := parseSize(s)
	if err != nil {
		return err
	}
	*v = sizeValue(n)
	return nil
}

func (v *sizeValue) UnmarshalJSON(data []byte) error {
	var n json.Number
	if err := json.Unmarshal(data, &n); err == nil {
		return v.Set(n.String())
	}
	var s string
	if err := json.Unmarshal(data, &s); err != nil {
		return fmt.Errorf("want a number of bytes or a string like \"256MiB\"")
	}
	return v.Set(s)
}

// durationValue is a duration in flags and JSON ("30s", or seconds).
type durationValue time.Duration

func (v *durationValue) String() string { return time.Duration(*v).String() }

// Type names the value in --help.
func (v *durationValue) Type() string { return "duration" }

func (v *durationValue) Set(s string) error {
	d, err := parseDuration(s)
	if err != nil {
		return err
	}
	*v = durationValue(d)
	return nil
}

func (v *durationValue) UnmarshalJSON(data []byte) error {
	var n json.Number
	if err := json.Unmarshal(data, &n); err == nil {
		return v.Set(n.String())
	}
	var s string
	if err := json.Unmarshal(data, &s); err != nil {
		return fmt.Errorf("want seconds or a string like \"30s\"")
	}
	return v.Set(s)
}

// listValue is a repeatable string flag.
type listValue []string

func (v *listValue) String() string { return strings.Join(*v, ",") }

// Type names the value in --help.
func (v *listValue) Type() string { return "list" }

func (v *listValue) Set(s string) error {
	*v = append(*v, s)
	return nil
}
