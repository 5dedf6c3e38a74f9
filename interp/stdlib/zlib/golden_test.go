package zlib

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/stretchr/testify/require"
)

// golden is one CPython result from testdata/make_goldens.py.
type golden struct {
	Input    string  `json:"input"`
	Split    string  `json:"split"`
	Kind     string  `json:"kind"`
	Level    int     `json:"level"`
	Wbits    int     `json:"wbits"`
	MemLevel int     `json:"memLevel"`
	Strategy int     `json:"strategy"`
	Zdict    *string `json:"zdict"`
	Calls    [][]any `json:"calls"`
	Hex      string  `json:"hex"`
	Sha256   string  `json:"sha256"`
	Len      int     `json:"len"`
}

func loadGoldens(t *testing.T) ([]golden, map[string][]byte) {
	t.Helper()
	raw, err := os.ReadFile("testdata/goldens.json")
	require.NoError(t, err)
	var file struct {
		Goldens []golden `json:"goldens"`
	}
	require.NoError(t, json.Unmarshal(raw, &file))
	inputs := map[string][]byte{}
	paths, err := filepath.Glob("testdata/inputs/*.bin")
	require.NoError(t, err)
	for _, p := range paths {
		b, err := os.ReadFile(p)
		require.NoError(t, err)
		inputs[filepath.Base(p[:len(p)-len(".bin")])] = b
	}
	return file.Goldens, inputs
}

// produce runs our compressor as the golden's CPython calls did; calls
// lists a short hash of each call's output for streaming goldens.
func produce(g golden, data []byte) (out []byte, calls []string, err error) {
	switch g.Kind {
	case "compress":
		out, err = Compress(data, g.Level, g.Wbits)
		return out, nil, err
	case "compressobj":
		st, ok := newStream(g.Level, g.Wbits, g.MemLevel, g.Strategy, nil)
		if !ok {
			return nil, nil, fmt.Errorf("bad options")
		}
		a, _ := st.call(data, zNoFlush)
		b, _ := st.call(nil, zFinish)
		return append(a, b...), nil, nil
	}
	var dict []byte
	if g.Zdict != nil {
		if dict, err = hex.DecodeString(*g.Zdict); err != nil {
			return nil, nil, err
		}
	}
	st, ok := newStream(g.Level, g.Wbits, 8, zDefaultStrategy, dict)
	if !ok {
		return nil, nil, fmt.Errorf("bad options")
	}
	pos := 0
	for _, c := range g.Calls {
		var part []byte
		n := int(c[1].(float64))
		if c[0] == "compress" {
			end := min(pos+n, len(data))
			part, _ = st.call(data[pos:end], zNoFlush)
			pos = end
		} else {
			part, _ = st.call(nil, n)
		}
		sum := sha256.Sum256(part)
		calls = append(calls, hex.EncodeToString(sum[:])[:16])
		out = append(out, part...)
	}
	return out, calls, nil
}

func matches(g golden, out []byte, calls []string) bool {
	if g.Hex != "" || g.Sha256 == "" {
		if hex.EncodeToString(out) != g.Hex {
			return false
		}
	} else {
		sum := sha256.Sum256(out)
		if hex.EncodeToString(sum[:]) != g.Sha256 || len(out) != g.Len {
			return false
		}
	}
	for i, c := range g.Calls {
		if i >= len(calls) || calls[i] != c[2].(string) {
			return false
		}
	}
	return true
}

// TestCPythonGoldens compares our compressed bytes with CPython's for
// every golden, reporting the dev and held-out splits apart.
func TestCPythonGoldens(t *testing.T) {
	goldens, inputs := loadGoldens(t)
	total := map[string]int{}
	same := map[string]int{}
	var failures []string
	for _, g := range goldens {
		data, ok := inputs[g.Input]
		require.True(t, ok, "missing input %s", g.Input)
		out, calls, err := produce(g, data)
		require.NoError(t, err)
		key := g.Split + "/" + g.Kind
		total[key]++
		if matches(g, out, calls) {
			same[key]++
			continue
		}
		failures = append(failures, fmt.Sprintf("%s %s level=%d wbits=%d mem=%d strategy=%d zdict=%v",
			g.Kind, g.Input, g.Level, g.Wbits, g.MemLevel, g.Strategy, g.Zdict != nil))
	}
	keys := make([]string, 0, len(total))
	for k := range total {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("%-22s %4d/%4d byte-identical", k, same[k], total[k])
	}
	for _, f := range failures {
		t.Errorf("differs from CPython: %s", f)
	}
}

// Our streams must also decode to their input.
func TestGoldenInputsRoundTrip(t *testing.T) {
	_, inputs := loadGoldens(t)
	for name, data := range inputs {
		for _, level := range []int{0, 1, 4, 6, 9} {
			c, err := Compress(data, level, 15)
			require.NoError(t, err)
			out, err := Decompress(c, 15, nil)
			require.NoError(t, err, "%s level %d", name, level)
			require.True(t, bytes.Equal(data, out), "%s level %d", name, level)
		}
	}
}
