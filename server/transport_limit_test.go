package server

import (
	"bytes"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestHTTPBodyLimit: a body over Options.MaxRequestBody gets 413 before the
// transport reads it, with or without a Content-Length; a normal request
// on the same server still works.
func TestHTTPBodyLimit(t *testing.T) {
	f := newFixture(t)
	ts := httptest.NewServer(f.srv.HTTPHandler(""))
	defer ts.Close()
	url := ts.URL + EndpointPath
	post := func(body io.Reader, length int64) (int, string) {
		t.Helper()
		req, err := http.NewRequest(http.MethodPost, url, body)
		require.NoError(t, err)
		req.ContentLength = length
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	huge := bytes.Repeat([]byte("x"), DefaultMaxRequestBody+1)

	status, msg := post(bytes.NewReader(huge), int64(len(huge)))
	assert.Equal(t, http.StatusRequestEntityTooLarge, status)
	assert.Contains(t, msg, "limited to 4194304 bytes")

	// chunked: no length up front (-1), cut while reading
	status, _ = post(io.MultiReader(bytes.NewReader(huge)), -1)
	assert.Equal(t, http.StatusRequestEntityTooLarge, status)

	init := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`
	status, msg = post(strings.NewReader(init), -1)
	assert.Equal(t, http.StatusOK, status, msg)
	assert.Contains(t, msg, "serverInfo")
}

func TestLimitBody(t *testing.T) {
	echo := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, err := io.ReadAll(r.Body)
		require.NoError(t, err)
		_, _ = w.Write(b)
	})
	h := limitBody(10, echo)
	for _, c := range []struct {
		body   string
		status int
	}{
		{"", http.StatusOK},
		{"0123456789", http.StatusOK},
		{"0123456789a", http.StatusRequestEntityTooLarge},
	} {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest(http.MethodPost, "/mcp", strings.NewReader(c.body)))
		assert.Equal(t, c.status, w.Code, "body %q", c.body)
		if c.status == http.StatusOK {
			assert.Equal(t, c.body, w.Body.String())
		}
	}
}
