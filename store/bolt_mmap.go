package store

import (
	"os"
	"strconv"
)

// boltGrowStep is bbolt's DefaultAllocSize: a file mapped in at most this
// much grows to the size of its mapping, a larger one in steps of this.
const boltGrowStep = 16 << 20

// initialMmap is the mapping to open a bbolt file of fileSize bytes with.
// A write transaction that outgrows the mapping remaps the file, first
// copying every node it changed off the old mapping: a transaction minting
// thousands of vault values did that on most commits as the file grew
// (about 0.1 s of the CPU of 200,000 new values). bbolt maps the next power
// of two above the file; past its growth step, mapping twice the file and
// 64 MiB more costs address space only (the kernel maps lazily and RSS
// counts pages read), and the file still grows in steps as it did. Below
// the step bbolt grows the file up to its mapping, so a small store keeps
// the default, which keeps its file small. 32-bit builds keep the default
// too: their address space is scarce.
func initialMmap(fileSize int64) int {
	if strconv.IntSize < 64 || fileSize <= boltGrowStep {
		return 0
	}
	return int(2*fileSize + 64<<20)
}

// fileSize is the size of the file at path, 0 when it cannot be read (a
// new store: bbolt creates it).
func fileSize(path string) int64 {
	fi, err := os.Stat(path)
	if err != nil {
		return 0
	}
	return fi.Size()
}
