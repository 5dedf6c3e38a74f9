package pii

import "strings"

// roomWords name rooms, buildings, schools and houses, which are often
// named after people: "salle Marie Curie", "Raum Ada Lovelace", "sala
// Cervantes", "Building Turing", "Colegio Miguel de Cervantes", "Lycée
// Victor Hugo", "Maison Lefèvre".
var roomWords = map[string]bool{"room": true, "salle": true, "sala": true, "raum": true, "saal": true,
	"building": true, "bâtiment": true, "gebäude": true, "edificio": true, "hall": true, "aula": true,
	"auditorium": true, "hörsaal": true, "amphi": true, "amphithéâtre": true, "wing": true, "pavillon": true,
	"colegio": true, "escuela": true, "instituto": true, "lycée": true, "collège": true, "école": true,
	"gymnasium": true, "schule": true, "grundschule": true, "realschule": true, "universidad": true,
	"université": true, "hôpital": true, "klinikum": true, "museo": true, "musée": true, "stiftung": true,
	"fundación": true, "fondation": true, "maison": true}

// roomBefore reports a room word right before the name at start.
func roomBefore(t string, start int) bool {
	p := start
	for p > 0 && t[p-1] == ' ' {
		p--
	}
	q := p
	for q > 0 && p-q < 16 && isCueLetter(t[q-1]) {
		q--
	}
	return q < p && roomWords[strings.ToLower(t[q:p])]
}
