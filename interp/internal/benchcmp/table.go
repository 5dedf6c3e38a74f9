package main

import (
	"fmt"
	"math"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// geoMean accumulates ratios for a geometric mean and tracks the worst.
type geoMean struct {
	logSum, worst float64
	n             int
}

func (g *geoMean) add(ratio float64) {
	g.logSum += math.Log(ratio)
	g.n++
	g.worst = math.Max(g.worst, ratio)
}

func (g *geoMean) String() string {
	if g.n == 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f (worst %.2f, n=%d)", math.Exp(g.logSum/float64(g.n)), g.worst, g.n)
}

func printTable(files []string, whole map[string]wholePair, ours map[string]inProcess, theirs map[string]time.Duration, skip []string) {
	fmt.Printf("%-16s | %9s %9s %6s | %8s %8s %6s | %9s %9s %6s %8s\n",
		"program", "whole:mc", "python3", "ratio", "RSS mc", "python3", "ratio", "in-proc", "python3", "ratio", "acct mem")
	var wholeMean, rssMean, inMean geoMean
	if w, ok := whole[startup]; ok {
		fmt.Printf("%-16s | %9s %9s %6.2f | %8s %8s %6.2f | start-up floor, not in the means\n", startup,
			ms(w.ours.wall), ms(w.theirs.wall), w.ours.wall.Seconds()/w.theirs.wall.Seconds(),
			mib(w.ours.peakRSS), mib(w.theirs.peakRSS), float64(w.ours.peakRSS)/float64(w.theirs.peakRSS))
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".py")
		w, o, t := whole[f], ours[f], theirs[f]
		wr := w.ours.wall.Seconds() / w.theirs.wall.Seconds()
		rr := float64(w.ours.peakRSS) / float64(w.theirs.peakRSS)
		ir := o.best.Seconds() / t.Seconds()
		mark := ""
		if slices.Contains(skip, name) {
			mark = " (not in the means)"
		} else {
			wholeMean.add(wr)
			rssMean.add(rr)
			inMean.add(ir)
		}
		fmt.Printf("%-16s | %9s %9s %6.2f | %8s %8s %6.2f | %9s %9s %6.2f %8s%s\n", name,
			ms(w.ours.wall), ms(w.theirs.wall), wr, mib(w.ours.peakRSS), mib(w.theirs.peakRSS), rr,
			ms(o.best), ms(t), ir, mib(o.peakMemory), mark)
	}
	fmt.Printf("geometric mean ×CPython: whole process %s; peak RSS %s; in process %s\n", &wholeMean, &rssMean, &inMean)
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1fms", d.Seconds()*1000) }

func mib(b int64) string { return fmt.Sprintf("%.1fM", float64(b)/(1<<20)) }
