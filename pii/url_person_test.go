package pii

import "testing"

// TestURLRule pins the README's URL rule: personal and credential URLs are
// found whole, public links stay.
func TestURLRule(t *testing.T) {
	d := mustDetector(t)
	tests := []struct {
		url      string
		personal bool
	}{
		{"https://calendly.com/maria-okafor/30min", true},
		{"https://cal.com/lena.hoffmann", true},
		{"https://calendar.google.com/calendar/ical/tom.becker%40gmail.com/public/basic.ics", true},
		{"https://github.com/sofia-lindqvist", true},
		{"https://www.twitch.tv/nightowl_kat", true},
		{"https://us02web.zoom.us/my/drkwame.mensah", true},
		{"https://meet.google.com/abc-defg-hij", true},
		{"https://meet.google.com/landing", false},
		{"https://acme.webex.com/meet/j.doe", true},
		{"https://acme.webex.com/webappng/sites/acme/dashboard", false},
		{"https://docs.google.com/document/d/1hX9aQp3ZrT5vN7bK2mL0cY8dW4eF6gJ1sU3iO5pQ7rS/edit", true},
		{"https://www.dropbox.com/s/k2j9x8w7v6u5t4s/scan.pdf?dl=0", true},
		{"https://www.notion.so/Notes-3f9c2b7a1d4e4b8c9a0f2e6d5c4b3a21", true},
		{"https://f86dcfaea21818b904ce6087413e3b26@o374207.ingest.sentry.io/8023458", true},
		{"https://discord.com/api/webhooks/668236013955185831/9nde9syxoAwuKmhr7jmPY72T3AVbfzx06UVZyvmbPkZyRHJou", true},
		{"https://crm.example.com/customers/884213/overview", true},
		// messaging, payment and researcher links name one person
		{"https://t.me/mark_devops", true},
		{"https://paypal.me/jmueller", true},
		{"https://wa.me/491701234567", true},
		{"https://orcid.org/0000-0002-1825-0097", true},
		{"https://scholar.google.com/citations?user=AbC123dEfGhI", true},
		{"https://www.icloud.com/sharedalbum/#B0aGWZuqDGZQ5F", true},
		{"https://scholar.google.com/scholar?q=pii+detection", false},
		{"https://github.com/golang/go/issues/61234", false},
		{"https://github.com/features", false},
		{"https://calendly.com/pricing", false},
		{"https://api.example.com/v2/orders", false},
		{"https://docs.python.org/3/library/re.html", false},
		{"https://www.linkedin.com/company/example-gmbh", false},
		{"https://drive.google.com/", false},
		{"https://git@github.com/org/repo.git", false},
	}
	for _, tt := range tests {
		ents, err := d.Detect("see "+tt.url+" today", []string{TypeURL})
		if err != nil {
			t.Fatal(err)
		}
		got := len(ents) == 1 && ents[0].Text == tt.url
		if got != tt.personal || (!tt.personal && len(ents) > 0) {
			t.Errorf("%s: personal %v, want %v (%v)", tt.url, got, tt.personal, ents)
		}
	}
}
