package pii

import (
	"slices"
	"testing"
)

// TestNames ties each name rule of issue 18 to an example: want lists the
// PERSON texts, in order.
func TestNames(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string
	}{
		{"ALL CAPS after a label", "CARDHOLDER: JOHN A SMITH\nEXP: 09/27", []string{"JOHN A SMITH"}},
		{"ALL CAPS with an apostrophe", "Patient: MARGARET O'CONNELL, ward 4B", []string{"MARGARET O'CONNELL"}},
		{"an acronym after a label is not a name", "spouse SSN 497-49-2913", nil},
		{"Last, First list", "Attendees: Novak, Petra; Haddad, Omar", []string{"Novak, Petra", "Haddad, Omar"}},
		{"Last, First with particles", "Reviewer: de la Cruz, Marisol", []string{"de la Cruz, Marisol"}},
		{"full names in a list", "Speaker list: Yusuf Demir, Hanna Korhonen", []string{"Yusuf Demir", "Hanna Korhonen"}},
		{"greeting with two names", "Dear Hiroshi and Mei,\nwelcome", []string{"Hiroshi", "Mei"}},
		{"lower-case speaker labels", "[09:14] jonas: around?\n[09:15] emily: in a call", []string{"jonas", "emily"}},
		{"one speaker is not a transcript", "note: see below", nil},
		{"diacritics after a weak cue", "Prepared by Björn Åkesson today", []string{"Björn Åkesson"}},
		{"Irish particle", "Signed off by Seán Ó Briain on behalf", []string{"Seán Ó Briain"}},
		{"title skipped after a cue", "The customer Mrs. Olga Petrenko called", []string{"Olga Petrenko"}},
		{"sign-off", "See you then.\nThanks, Fatima", []string{"Fatima"}},
		{"team phrase", "Escalated to Customer Success today", nil},
		{"firm named after people", "We use Morgan Stanley as broker", nil},
		{"family foundation", "The Smith Family Foundation funds it", nil},
		// role labels in the plural open a Last, First list
		{"reviewers list", "Reviewers: Schneider, Katrin; Dubois, Léa", []string{"Schneider, Katrin", "Dubois, Léa"}},
		{"invited list with and", "Invited: Hoffmann, Jens, Lambert, Aurélie and Ortiz, Camila",
			[]string{"Hoffmann, Jens", "Lambert, Aurélie", "Ortiz, Camila"}},
		// a greeting lets a lower-case given name count
		{"lower-case after a greeting", "Hi dave, can you send the logs?", []string{"dave"}},
		{"lower-case prose after a greeting", "hey team, all good", nil},
		{"greeting to everyone", "Hello world, again", nil},
		// a given name alone: the subject of a sentence, or a dash signature
		{"given name as subject", "Hi team, Wojciech is out today", []string{"Wojciech"}},
		{"given name possessive", "Priya's laptop is in repair", []string{"Priya"}},
		{"dash signature", "Call me after six\n— Orla", []string{"Orla"}},
		{"given name without a verb", "the Orla project", nil},
		{"a firm with an ampersand", "Ben & Jerry's sponsored the event", nil},
		{"a role after a greeting", "Dear Hiring Manager,\nthanks", nil},
		{"a service after a greeting", "Hi Customer Care,\nmy order is late", nil},
		{"a bridge named after a person", "Traffic on the George Washington Bridge is slow", nil},
		{"an event named after a person", "Tickets for the Grace Hopper Celebration", nil},
		{"a saint's day", "St. Patrick's Day parade", nil},
		{"given name with an accent inside", "Saludos,\nMaría Fernanda Castillo", []string{"María Fernanda Castillo"}},
		{"French sign-off", "Cordialement,\nGeneviève Lamarre", []string{"Geneviève Lamarre"}},
		{"SQL keywords after a role word", "CREATE ROLE reporter LOGIN PASSWORD 'x';", nil},
		{"German dative title", "Kennwort für Herrn Wagner: Wagner#Neu24", []string{"Wagner"}},
		{"thanks in French", "Merci Élodie ! À demain.", []string{"Élodie"}},
		{"a surname that is also a noun", "Dear Victoria Lake,\nwelcome", []string{"Victoria Lake"}},
	}
	for _, tt := range tests {
		got := detectTexts(t, tt.text, TypePerson)
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s: %q: got %q, want %q", tt.name, tt.text, got, tt.want)
		}
	}
}

func TestFoldName(t *testing.T) {
	for in, want := range map[string]string{"Seán": "sean", "Björn": "bjorn", "Łukasz": "lukasz", "Zoë": "zoe",
		"Ciarán": "ciaran", "Dvořák": "dvorak", "Jürgen": "jurgen", "Anne": "anne", "Åsa": "asa"} {
		if got := foldName(in); got != want {
			t.Errorf("foldName(%q) = %q, want %q", in, got, want)
		}
	}
}
