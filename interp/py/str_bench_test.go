package py

import (
	"context"
	"strings"
	"testing"
)

// Benchmarks of the common str methods on 1 MB strings, ASCII and not.
// go test ./interp/py -run '^$' -bench 'Str' -benchmem

func benchText(ascii bool) string {
	word := "lorem ipsum dolor sit amet "
	if !ascii {
		word = "lörem ipsüm dolor sít ämet 😀 "
	}
	return strings.Repeat(word, (1<<20)/len(word)) + "needle"
}

// callStrMethod calls s.name(args...) on a fresh thread (so the memory
// accounting of one iteration does not carry into the next).
func callStrMethod(b *testing.B, s Object, name string, args ...Object) Object {
	th := NewThread(context.Background(), Limits{})
	m, err := GetAttr(th, s, name)
	if err != nil {
		b.Fatal(err)
	}
	r, err := Call(th, m, args, nil)
	if err != nil {
		b.Fatal(err)
	}
	return r
}

func benchStr(b *testing.B, ascii bool, name string, args ...Object) {
	s := NewStr(benchText(ascii))
	s.RuneLen()
	b.SetBytes(int64(len(s.s)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		callStrMethod(b, s, name, args...)
	}
}

func BenchmarkStrSplitASCII(b *testing.B)    { benchStr(b, true, "split", NewStr(" ")) }
func BenchmarkStrSplitNonASCII(b *testing.B) { benchStr(b, false, "split", NewStr(" ")) }

func BenchmarkStrSplitWhitespaceASCII(b *testing.B)    { benchStr(b, true, "split") }
func BenchmarkStrSplitWhitespaceNonASCII(b *testing.B) { benchStr(b, false, "split") }

func BenchmarkStrReplaceASCII(b *testing.B) { benchStr(b, true, "replace", NewStr("o"), NewStr("00")) }
func BenchmarkStrReplaceNonASCII(b *testing.B) {
	benchStr(b, false, "replace", NewStr("o"), NewStr("00"))
}

func BenchmarkStrFindASCII(b *testing.B)    { benchStr(b, true, "find", NewStr("needle")) }
func BenchmarkStrFindNonASCII(b *testing.B) { benchStr(b, false, "find", NewStr("needle")) }

// find with a start index exercises the code-point to byte mapping.
func BenchmarkStrFindStartASCII(b *testing.B) { benchStr(b, true, "find", NewStr("needle"), Int(1000)) }
func BenchmarkStrFindStartNonASCII(b *testing.B) {
	benchStr(b, false, "find", NewStr("needle"), Int(1000))
}

func BenchmarkStrUpperASCII(b *testing.B)    { benchStr(b, true, "upper") }
func BenchmarkStrUpperNonASCII(b *testing.B) { benchStr(b, false, "upper") }

func benchJoin(b *testing.B, ascii bool) {
	parts := callStrMethod(b, NewStr(benchText(ascii)), "split", NewStr(" "))
	sep := NewStr(" ")
	b.SetBytes(int64(len(benchText(ascii))))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		callStrMethod(b, sep, "join", parts)
	}
}

func BenchmarkStrJoinASCII(b *testing.B)    { benchJoin(b, true) }
func BenchmarkStrJoinNonASCII(b *testing.B) { benchJoin(b, false) }
