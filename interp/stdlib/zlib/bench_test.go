package zlib

import (
	"os"
	"testing"
)

func BenchmarkCompress(b *testing.B) {
	data, err := os.ReadFile("testdata/inputs/text_150k.bin")
	if err != nil {
		b.Fatal(err)
	}
	for _, level := range []int{1, 6, 9} {
		b.Run(string(rune('0'+level)), func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			for b.Loop() {
				if _, err := Compress(data, level, 15); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkCompressSmall(b *testing.B) {
	data := []byte("a short payload of the kind agents compress, repeated: payload payload payload")
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := Compress(data, 6, 15); err != nil {
			b.Fatal(err)
		}
	}
}
