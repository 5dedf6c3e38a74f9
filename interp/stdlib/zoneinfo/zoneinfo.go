// Package zoneinfo is Python's zoneinfo module over an embedded copy of the
// IANA time zone database: Go's own lib/time/zoneinfo.zip (TZif files, the
// format CPython reads from /usr/share/zoneinfo), so the sandbox needs no
// system tzdata. The Go part finds and reads a zone's TZif bytes; the
// Python part (zoneinfo.py) parses them and implements the tzinfo.
//
// zoneinfo.zip is refreshed from the Go toolchain with `go generate`.
package zoneinfo

//go:generate sh -c "cp \"$(go env GOROOT)/lib/time/zoneinfo.zip\" zoneinfo.zip"

import (
	"archive/zip"
	"bytes"
	_ "embed"
	"fmt"
	"io"
	"sort"

	"github.com/mcpython/mcpython/internal/lazy"
	"github.com/mcpython/mcpython/interp/py"
)

var (
	//go:embed zoneinfo.zip
	database []byte
	//go:embed zoneinfo.py
	source string
)

// zones maps each key (America/New_York) to its entry in the archive;
// built at the first use, then only read (at package init it cost every
// process 190 KB of heap, zoneinfo used or not).
var zones = lazy.Value[map[string]*zip.File]{New: func() map[string]*zip.File {
	r, err := zip.NewReader(bytes.NewReader(database), int64(len(database)))
	if err != nil {
		// The archive is embedded at build time and checked by a test.
		panic(fmt.Sprintf("zoneinfo: embedded database: %v", err))
	}
	m := make(map[string]*zip.File, len(r.File))
	for _, f := range r.File {
		if !f.FileInfo().IsDir() {
			m[f.Name] = f
		}
	}
	return m
}}

// Modules returns the definition of the zoneinfo module.
func Modules() []*py.ModuleDef {
	return []*py.ModuleDef{{
		Name:   "zoneinfo",
		Doc:    "IANA time zone support (an embedded copy of the tz database).",
		Init:   initModule,
		Source: source,
	}}
}

func initModule(th *py.Thread, m *py.Module) error {
	m.Dict.SetStr("_tzif", py.NewBuiltin("_tzif", tzifBytes))
	m.Dict.SetStr("_keys", py.NewBuiltin("_keys", zoneKeys))
	return nil
}

// tzifBytes is _tzif(key): the zone's TZif file as bytes, or None when the
// database has no such key.
func tzifBytes(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	var keyObj py.Object
	if err := py.UnpackArgs("_tzif", args, kw, "key", &keyObj); err != nil {
		return nil, err
	}
	key, ok := py.AsStr(keyObj)
	if !ok {
		return nil, py.Errorf(py.TypeErrorType, "_tzif() argument must be str, not %s", py.TypeName(keyObj))
	}
	data, err := readZone(key)
	if err != nil {
		return nil, py.Errorf(py.OSErrorType, "zoneinfo: %v", err)
	}
	if data == nil {
		return py.None, nil
	}
	return py.NewBytes(data), th.AllocMem(int64(len(data)))
}

// readZone returns the TZif bytes of key, nil when it is not in the
// database.
func readZone(key string) ([]byte, error) {
	f, ok := zones.Get()[key]
	if !ok {
		return nil, nil
	}
	rc, err := f.Open()
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", key, err)
	}
	defer rc.Close()
	data, err := io.ReadAll(rc)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", key, err)
	}
	return data, nil
}

// zoneKeys is _keys(): every key of the database, sorted.
func zoneKeys(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	if err := py.ArgRange("_keys", args, kw, 0, 0); err != nil {
		return nil, err
	}
	all := zones.Get()
	names := make([]string, 0, len(all))
	for name := range all {
		names = append(names, name)
	}
	sort.Strings(names)
	items := make([]py.Object, len(names))
	for i, n := range names {
		items[i] = py.NewStr(n)
	}
	return py.NewList(items), th.AllocMem(int64(len(names) * 64))
}
