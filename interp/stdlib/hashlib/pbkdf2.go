package hashlib

import (
	"crypto/hmac"
	"encoding/binary"
	"hash"

	"github.com/mcpython/mcpython/interp/py"
)

// pbkdf2Key is PBKDF2 (RFC 8018, section 5.2) with HMAC over newHash. It
// ticks the thread as it goes, so that 10**8 iterations end at the run's
// deadline: crypto/pbkdf2 cannot be interrupted once started.
func pbkdf2Key(th *py.Thread, newHash func() hash.Hash, password, salt []byte, iterations, keyLen int) ([]byte, error) {
	prf := hmac.New(newHash, password)
	hLen := prf.Size()
	blocks := (keyLen + hLen - 1) / hLen
	out := make([]byte, 0, blocks*hLen)
	u := make([]byte, 0, hLen)
	sum := make([]byte, hLen)
	var index [4]byte
	for block := 1; block <= blocks; block++ {
		prf.Reset()
		prf.Write(salt)
		binary.BigEndian.PutUint32(index[:], uint32(block))
		prf.Write(index[:])
		u = prf.Sum(u[:0])
		copy(sum, u)
		for i := 1; i < iterations; i++ {
			if i%1024 == 0 {
				if err := th.TickN(1024); err != nil {
					return nil, err
				}
			}
			prf.Reset()
			prf.Write(u)
			u = prf.Sum(u[:0])
			for j := range sum {
				sum[j] ^= u[j]
			}
		}
		out = append(out, sum...)
	}
	return out[:keyLen], nil
}
