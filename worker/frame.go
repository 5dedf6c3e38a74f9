package worker

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
)

// maxFrame bounds one frame: a session snapshot (64 MiB, 86 MiB in base64)
// or a file's content, with room to spare.
const maxFrame = 128 << 20

// frame is one message on the pipe; exactly one field besides Kind is set.
type frame struct {
	Kind   string      `json:"k"` // "ready", "run", "cancel", "call", "reply", "done"
	Run    *RunRequest `json:"run,omitempty"`
	Cancel *cancelRun  `json:"cancel,omitempty"`
	Call   *hostCall   `json:"call,omitempty"`
	Reply  *hostReply  `json:"reply,omitempty"`
	Done   *RunReply   `json:"done,omitempty"`
	// Ready is the worker's first frame, once its fences are up: the notes
	// about fences the kernel could not put up.
	Ready []string `json:"ready,omitempty"`
}

func writeFrame(w io.Writer, f *frame) error {
	data, err := json.Marshal(f)
	if err != nil {
		return fmt.Errorf("encode %s frame: %w", f.Kind, err)
	}
	if len(data) > maxFrame {
		return fmt.Errorf("%s frame of %d bytes exceeds %d", f.Kind, len(data), maxFrame)
	}
	buf := make([]byte, 4+len(data))
	binary.BigEndian.PutUint32(buf, uint32(len(data)))
	copy(buf[4:], data)
	if _, err := w.Write(buf); err != nil {
		return fmt.Errorf("write %s frame: %w", f.Kind, err)
	}
	return nil
}

func readFrame(r *bufio.Reader) (*frame, error) {
	var head [4]byte
	if _, err := io.ReadFull(r, head[:]); err != nil {
		return nil, err
	}
	n := binary.BigEndian.Uint32(head[:])
	if n > maxFrame {
		return nil, fmt.Errorf("frame of %d bytes exceeds %d", n, maxFrame)
	}
	// the buffer grows with the bytes that arrive, not with what the
	// header claims
	var body bytes.Buffer
	if _, err := io.CopyN(&body, r, int64(n)); err != nil {
		return nil, fmt.Errorf("read frame body: %w", err)
	}
	dec := json.NewDecoder(&body)
	dec.UseNumber() // tool results keep their numbers as the tool wrote them
	f := &frame{}
	if err := dec.Decode(f); err != nil {
		return nil, fmt.Errorf("decode frame: %w", err)
	}
	return f, nil
}
