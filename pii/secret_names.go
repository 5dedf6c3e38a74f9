package pii

// modelNumber reports a maker's model number: one to three capitals, two
// to five digits and one to three small letters, in that order ("R760xs",
// "T14s", "XR450b"). A chosen password mixes its classes otherwise.
func modelNumber(w string) bool {
	i := 0
	for i < len(w) && isUpper(w[i]) {
		i++
	}
	if i == 0 || i > 3 {
		return false
	}
	j := i
	for j < len(w) && isDigit(w[j]) {
		j++
	}
	if j-i < 2 || j-i > 5 {
		return false
	}
	k := j
	for k < len(w) && isLower(w[k]) {
		k++
	}
	return k == len(w) && k-j >= 1 && k-j <= 3
}

// referenceWords point at a document or page, not at a value: "Password
// policy: see PwdPolicy-v3.2", "siehe …", "voir …", "véase …".
var referenceWords = map[string]bool{"see": true, "siehe": true, "voir": true, "véase": true, "vease": true,
	"cf": true, "vgl": true, "consult": true, "consultez": true, "consulte": true}
