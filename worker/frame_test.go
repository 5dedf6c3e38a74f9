package worker

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/mcpython/mcpython/interp"
)

func TestFrameRoundTrip(t *testing.T) {
	cases := []*frame{
		{Kind: "run", Run: &RunRequest{Code: "print(1)", Limits: interp.Limits{MaxDuration: time.Second, MaxMemory: 1 << 20}, Session: true, Snapshot: []byte{0, 1, 2, 255}}},
		{Kind: "call", Call: &hostCall{Op: opRead, Args: []byte(`{"path":"a.txt"}`), Deadline: 42}},
		{Kind: "reply", Reply: &hostReply{Err: &wireError{Msg: "no", Sentinel: "skills.NotFound"}}},
		{Kind: "done", Done: &RunReply{Stdout: "1\n", Error: &RunError{Type: "ValueError", Message: "x"}, Snapshot: []byte("s"), Dropped: []string{"g"}}},
	}
	var buf bytes.Buffer
	for _, f := range cases {
		require.NoError(t, writeFrame(&buf, f))
	}
	r := bufio.NewReader(&buf)
	for _, want := range cases {
		got, err := readFrame(r)
		require.NoError(t, err)
		require.Equal(t, want, got)
	}
	_, err := readFrame(r)
	require.Error(t, err, "end of stream")
}

func TestReadFrameRefusesOversize(t *testing.T) {
	var head [4]byte
	binary.BigEndian.PutUint32(head[:], maxFrame+1)
	_, err := readFrame(bufio.NewReader(bytes.NewReader(head[:])))
	require.ErrorContains(t, err, "exceeds")
}

// FuzzReadFrame: whatever a worker writes, the server's reader returns a
// frame or an error, never a panic.
func FuzzReadFrame(f *testing.F) {
	var buf bytes.Buffer
	if err := writeFrame(&buf, &frame{Kind: "done", Done: &RunReply{Stdout: "x"}}); err != nil {
		f.Fatal(err)
	}
	f.Add(buf.Bytes())
	f.Add([]byte{0, 0, 0, 2, '{', '}'})
	f.Add([]byte{0xff, 0xff, 0xff, 0xff})
	f.Fuzz(func(t *testing.T, data []byte) {
		r := bufio.NewReader(bytes.NewReader(data))
		for {
			if _, err := readFrame(r); err != nil {
				return
			}
		}
	})
}
