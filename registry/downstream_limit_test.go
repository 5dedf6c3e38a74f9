package registry

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/require"
)

func TestIDScanner(t *testing.T) {
	cases := []struct{ msg, id string }{
		{`{"jsonrpc":"2.0","id":7,"result":{}}`, `7`},
		{`{"result":{"content":[{"type":"text","text":"x"}]},"jsonrpc":"2.0","id":12}`, `12`},
		{`{"jsonrpc":"2.0","id":"abc-1","result":{}}`, `"abc-1"`},
		{`{ "id" : "a\"b,}" , "result": 1}`, `"a\"b,}"`},
		{`{"result":{"id":99,"items":[{"id":5}]},"id":3}`, `3`},
		{`{"idx":1,"identity":"x","result":{},"id":4}`, `4`},
		{`{"result":"say \"id\": 1, ok","id":8}`, `8`},
		{`{"method":"notifications/progress","params":{"id":1}}`, ``},
		{`{"result":{}, "id":-1.5e3}`, `-1.5e3`},
	}
	for _, tc := range cases {
		var s idScanner
		for i := 0; i < len(tc.msg); i++ {
			s.feed(tc.msg[i])
		}
		require.Equal(t, tc.id, string(s.id), tc.msg)
	}
}

// TestLineLimitThroughTransport: mcp-go's transport reading through the
// limit gets a clear error for an answer past the limit, at once, having
// held at most the limit of it; messages before and after pass untouched.
func TestLineLimitThroughTransport(t *testing.T) {
	const limit = 4096
	serverOut, toClient := io.Pipe()
	fromClient, serverIn := io.Pipe()
	tr := transport.NewIO(newLineLimit(serverOut, limit), serverIn, nil)
	require.NoError(t, tr.Start(context.Background()))
	defer tr.Close()

	// a fake server: answers request 1 with a result of 1 MB whose id comes
	// last (as the TypeScript SDK writes it), then request 2 normally
	go func() {
		r := bufio.NewReader(fromClient)
		for i := 1; ; i++ {
			if _, err := r.ReadString('\n'); err != nil {
				return
			}
			if i == 1 {
				big := strings.Repeat("x", 1<<20)
				fmt.Fprintf(toClient, `{"result":{"content":[{"type":"text","text":"%s"}]},"jsonrpc":"2.0","id":1}`+"\n", big)
				continue
			}
			fmt.Fprintf(toClient, `{"jsonrpc":"2.0","id":%d,"result":{"content":[{"type":"text","text":"small"}]}}`+"\n", i)
		}
	}()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	call := func(id int) *transport.JSONRPCResponse {
		resp, err := tr.SendRequest(ctx, transport.JSONRPCRequest{JSONRPC: mcp.JSONRPC_VERSION, ID: mcp.NewRequestId(int64(id)), Method: "tools/call", Params: map[string]any{}})
		require.NoError(t, err)
		return resp
	}
	resp := call(1)
	require.NotNil(t, resp.Error)
	require.Contains(t, resp.Error.Message, "the downstream server's answer is 1048")
	require.Contains(t, resp.Error.Message, "more than the 4096 bytes mcpython reads")
	resp = call(2)
	require.Nil(t, resp.Error)
	require.Contains(t, string(resp.Result), "small")
}

// FuzzLineLimit: whatever a server writes, lines within the limit pass
// unchanged and in order; a longer line reaches the transport as its
// first limit bytes and a newline, followed (once the line has ended) by
// the error for its id; the reader never panics.
func FuzzLineLimit(f *testing.F) {
	f.Add([]byte("{\"id\":1,\"result\":{}}\n{\"id\":2}\n"), 8)
	f.Add([]byte("{\"result\":\""+strings.Repeat("y", 100)+"\",\"id\":\"q\"}\nok\n"), 16)
	f.Add([]byte("no newline at all"), 4)
	f.Fuzz(func(t *testing.T, data []byte, limit int) {
		if limit < 1 || limit > 1<<16 {
			return
		}
		out, err := io.ReadAll(iotestOneByte(newLineLimit(bytes.NewReader(data), int64(limit))))
		require.NoError(t, err)
		var want bytes.Buffer
		lines := bytes.Split(data, []byte("\n"))
		for i, line := range lines {
			ended := i < len(lines)-1
			if len(line) <= limit {
				want.Write(line)
				if ended {
					want.WriteByte('\n')
				}
				continue
			}
			want.Write(line[:limit])
			want.WriteByte('\n')
			if ended {
				var s idScanner
				for _, c := range line {
					s.feed(c)
				}
				want.Write(tooLargeResponse(s.id, int64(len(line)), int64(limit)))
			}
		}
		require.Equal(t, want.String(), string(out))
	})
}

// iotestOneByte reads r a byte at a time, the worst case for a reader
// that keeps state across reads.
func iotestOneByte(r io.Reader) io.Reader { return oneByte{r} }

type oneByte struct{ r io.Reader }

func (o oneByte) Read(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	return o.r.Read(p[:1])
}

func TestLimitedBody(t *testing.T) {
	b := &limitedBody{ReadCloser: io.NopCloser(strings.NewReader(strings.Repeat("z", 100))), left: 10, limit: 10}
	_, err := io.ReadAll(b)
	require.ErrorContains(t, err, "response is larger than")
}
