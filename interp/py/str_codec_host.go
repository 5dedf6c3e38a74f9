package py

import "context"

// encodeString and decodeBytes serve host code that converts text without a
// running thread (api_convert.go's Encode and Decode): they run the codecs on a
// private thread with no memory limit of its own.

func hostCodecThread() *Thread {
	return NewThread(context.Background(), Limits{MaxMemory: 1 << 62})
}

// encodeString encodes s with codec enc and error handler errors.
func encodeString(s, enc, errors string) ([]byte, error) {
	return encodeStr(hostCodecThread(), s, enc, errors)
}

// decodeBytes decodes b with codec enc and error handler errors.
func decodeBytes(b []byte, enc, errors string) (string, error) {
	return decodeToStr(hostCodecThread(), b, enc, errors)
}
