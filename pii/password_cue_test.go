package pii

import (
	"slices"
	"testing"
)

// TestCuedPasswords ties the password-in-context rules to examples in
// English, German, French and Spanish, on command lines and after
// user@host:, and to prose that must stay.
func TestCuedPasswords(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{"the wifi password is now Blu3Heron!77 for guests", []string{"Blu3Heron!77"}},
		{"Das Passwort lautet Sonnenblume#82, bitte ändern.", []string{"Sonnenblume#82"}},
		{"WLAN-Schlüssel: Berg&Tal2023", []string{"Berg&Tal2023"}},
		{"Le mot de passe est Chouette#1984, merci.", []string{"Chouette#1984"}},
		{"La clé d'accès : Xq7#pLm2Ww", []string{"Xq7#pLm2Ww"}},
		{"La contraseña es Girasol#2020, cámbiala.", []string{"Girasol#2020"}},
		{"the password is Tr0ub4dor&3xk — typed it twice", []string{"Tr0ub4dor&3xk"}},
		{"$ mysql -h db -u root -pSup3rS3cr3t orders", []string{"Sup3rS3cr3t"}},
		{"sshpass -p 'Tr0mb0ne#7' ssh deploy@host", []string{"Tr0mb0ne#7"}},
		{"redis-cli -h cache -a r3disPa55! PING", []string{"r3disPa55!"}},
		{"curl -u admin:W3lcome!2day https://ci.example.com/api", []string{"W3lcome!2day"}},
		{"smbclient //files/share -U backup%Bkp!2024zz", []string{"Bkp!2024zz"}},
		{"use root@web01:Zq8!pLm3Rt for the console", []string{"Zq8!pLm3Rt"}},
		{"Router: admin / 9fJ!x2LpQ (change it)", []string{"9fJ!x2LpQ"}},
		{"DB_PASSWORD=x8Kq&tR2#mZ9vL", []string{"x8Kq&tR2#mZ9vL"}},
		// accented letters are typed too
		{"Neues Passwort: Eichhörnchen!5 – bitte notieren.", []string{"Eichhörnchen!5"}},
		// more tools: net use, sqlcmd, OpenLDAP, mosquitto, zip, 7-Zip, keytool
		{`net use Z: \\fileserver\share Sh4re!Drive7 /user:CORP\svc`, []string{"Sh4re!Drive7"}},
		{`sqlcmd -S db01 -U sa -P Sql$erver2022 -Q "SELECT 1"`, []string{"Sql$erver2022"}},
		{`ldapsearch -x -D "cn=admin" -w Ld4p!Bind99 -b "dc=example"`, []string{"Ld4p!Bind99"}},
		{"mosquitto_pub -h broker -u sensor -P Mqtt#Sens0r -t temp", []string{"Mqtt#Sens0r"}},
		{"zip -P Z1pIt!Now archive.zip report.pdf", []string{"Z1pIt!Now"}},
		{"7z a -pSev3nZip! backup.7z /data", []string{"Sev3nZip!"}},
		{"keytool -importcert -keystore t.jks -storepass St0reP4ss! -file ca.crt", []string{"St0reP4ss!"}},
		// an XML setting names its secret in another attribute
		{`<add key="SmtpPassword" value="Smtp!Xml2024" />`, []string{"Smtp!Xml2024"}},
		{`<add key="SmtpHost" value="mail.example.com" />`, nil},
		// typographic quotes, "pw" and "wifi key" cues, a password column
		{"Passwort lautet „Xy7!pqrs“", []string{"Xy7!pqrs"}},
		{"mot de passe: « Xy7!pqrs »", []string{"Xy7!pqrs"}},
		{"contraseña: “Xy7!pqrs”", []string{"Xy7!pqrs"}},
		{"login: admin pw Xy7!pass", []string{"Xy7!pass"}},
		{"wifi key is Wireless!Key22", []string{"Wireless!Key22"}},
		{"username,password\njdoe,Xy7!pqrs\nasmith,Q2w!e9rtz", []string{"Xy7!pqrs", "Q2w!e9rtz"}},
		{"test,pass\nlogin,yes\nlogout,no", nil},
		{"here are the creds: jdoe / Xy7!pqrs", []string{"Xy7!pqrs"}},
		{"Zugangsdaten: m.keller / Wq7#rT9zLm", []string{"Wq7#rT9zLm"}},
		{"login: see the wiki / ask ops", nil},
		{"htpasswd -b .htpasswd admin Ht!Pass99", []string{"Ht!Pass99"}},
		{"htpasswd -c .htpasswd admin", nil},
		{"sqlplus scott/Tiger!2024@orcl", []string{"Tiger!2024"}},
		{"sqlplus -S /nolog @script.sql", nil},
		{"openssl enc -aes256 -k Enc!Key2024 -in a -out b", []string{"Enc!Key2024"}},
		{"ldapwhoami -x -D cn=admin -w Who!Am1x", []string{"Who!Am1x"}},
		// the value on the next line, in Markdown bold, after a labelled
		// account, under a typo; "wifi: SSID / key"
		{"password:\nXy7!pqrs", []string{"Xy7!pqrs"}},
		{"The password is:\n  Xy7!pqrs\nthanks", []string{"Xy7!pqrs"}},
		{"password: **Xy7!pqrs**", []string{"Xy7!pqrs"}},
		{"Password for jdoe@example.com: Xy7!pqrs", []string{"Xy7!pqrs"}},
		{"the passwrod is Xy7!pqrs", []string{"Xy7!pqrs"}},
		{"wifi: CoffeeLab / Xy7!pqrs", []string{"Xy7!pqrs"}},
		{"Password:\nThe reset link expires in 24h.", nil},
		{"Your password:\n\nnever share it", nil},
		// "below" and a question hand the value to a later line
		{"the new password for the lab is below.\n\nLab!Bench42\n\nThanks", []string{"Lab!Bench42"}},
		{"> what's the wifi password?\nCable#Modem7", []string{"Cable#Modem7"}},
		{"Did you change the password?\nYes, this morning.", nil},
		{"what was the pw again?\nOrbit#Lane55", []string{"Orbit#Lane55"}},
		{"[09:12] marta: ¿cuál es la contraseña del wifi?\n[09:13] iker: es Cometa-Azul-307 pero no la compartas", []string{"Cometa-Azul-307"}},
		{"what's the vpn password?\nit's in the vault, ask Tom", nil},
		{"Le mot de passe de votre espace client est Girafe-17-Lune.", []string{"Girafe-17-Lune"}},
		{"Connect with your account; the server is Srv2019-DC01.", nil},
		{"Passwort vergessen?\nHier klicken", nil},
		{"Das Passwort steht unten.\nWald&Wiese8", []string{"Wald&Wiese8"}},
		// more tools: key passphrases, remote desktop
		{"ssh-keygen -t ed25519 -N 'Key!Phrase77' -f id_deploy", []string{"Key!Phrase77"}},
		{"xfreerdp /v:host01 /u:ops /p:Rdp#Ops2026", []string{"Rdp#Ops2026"}},
		{"ssh-keygen -N '' -f id_ci", nil},
		// a token or key stated in prose must look generated
		{"Der Token für die Karten-API ist 3f9a1c7e5b2d48e6a0c4f8b1d7e9a2c5.", []string{"3f9a1c7e5b2d48e6a0c4f8b1d7e9a2c5"}},
		{"La clé API est Xk29fLq0Pz7RmW4tB8vN3sYc, merci.", []string{"Xk29fLq0Pz7RmW4tB8vN3sYc"}},
		{"the token expired at 10:32 yesterday", nil},
		// the value before the cue, with adjectives between
		{"Fern#Valley8 is the new wifi password", []string{"Fern#Valley8"}},
		{"Fern#Valley8 ist das neue Passwort.", []string{"Fern#Valley8"}},
		{"Fern#Valley8, c'est le mot de passe du wifi", []string{"Fern#Valley8"}},
		{"Fern#Valley8 es la contraseña nueva", []string{"Fern#Valley8"}},
		{"Here you go: Fern#Valley8 (that's the password)", []string{"Fern#Valley8"}},
		{"Step 3 is the password reset", nil},
		{"The main thing is the password policy", nil},
		// a plural cue with a colon lists values; numbered labels
		{"passwords: Fern#Valley8 and Lime#Bush77", []string{"Fern#Valley8", "Lime#Bush77"}},
		{"passwords: see the vault", nil},
		{"Password 1: Fern#Valley8", []string{"Fern#Valley8"}},
		// "pass" after a user name; a glued user:password pair after a credential cue
		{"login admin, pass Fern#Valley8", []string{"Fern#Valley8"}},
		{"creds: admin:Fern#Valley8", []string{"Fern#Valley8"}},
		{"the creds are admin/Fern#Valley8", []string{"Fern#Valley8"}},
		{"credentials: https://vault.example.com/x", nil},
		{"wachtwoord: Fern#Valley8", []string{"Fern#Valley8"}},
		{"Les identifiants sont : compta / Fern#Valley8", []string{"Fern#Valley8"}},
		// two candidates
		{"the password was either Dawn#11x or Dusk#12y, try both", []string{"Dawn#11x", "Dusk#12y"}},
		{"the password is Dawn#11x or ask the admin", []string{"Dawn#11x"}},
		// lftp's user,password; PowerShell's secure string literal, not the expression
		{"lftp -u backup,Lftp#Sync9 sftp://files.example.com", []string{"Lftp#Sync9"}},
		{"New-LocalUser -Name kiosk -Password (ConvertTo-SecureString 'Kiosk#Ps9' -AsPlainText -Force)", []string{"Kiosk#Ps9"}},
		{"$pw = ConvertTo-SecureString -String \"Ps#String44\" -AsPlainText -Force", []string{"Ps#String44"}},
		{"$pw = Read-Host -AsSecureString | ConvertTo-SecureString", nil},
		// a full stop closing a "label: value" sentence is punctuation; after '=' it is the value's
		{"Your account is ready. Temporary password: Tmp-7731-Qx.", []string{"Tmp-7731-Qx"}},
		{"X-Auth-Token: 5e52f83bddf7810cb23e3779f82a1a814f.", []string{"5e52f83bddf7810cb23e3779f82a1a814f"}},
		{"DB_PASS=DbPass!Env9.", []string{"DbPass!Env9."}},
		// a chat reply on the next line; an answer to a password asked for before
		{"— what's the code for the wifi downstairs?\n— Down#Stairs7", []string{"Down#Stairs7"}},
		{"Anyone have the grafana admin password? I think it starts with G\nFound it: Gr4f!anaAdm", []string{"Gr4f!anaAdm"}},
		{"Where is the deploy log?\nFound it: build-2026-03-12.log", nil},
		{"la pass del servidor es Serv!Casa44", []string{"Serv!Casa44"}},
		// capitals with accents; small numbers in the prose; signing in with a value
		{"CONTRASEÑA: Mayor!Cula44", []string{"Mayor!Cula44"}},
		{"MOT DE PASSE OUBLIÉ ? CLÉ : Cle!Majus7", []string{"Cle!Majus7"}},
		{"Correction: the password ends with 3, not 8 → Fix#Ends3", []string{"Fix#Ends3"}},
		{"Tried signing in with Sign!In2026 but the password is rejected", []string{"Sign!In2026"}},
		{"db01.internal:5432:shop:app:Pg#Pass2026", []string{"Pg#Pass2026"}},
		{"*:*:*:replicator:Repl!Pass77", []string{"Repl!Pass77"}},
		{"ts=12:5432:10:ok:done", nil},
		{"the token endpoint is /oauth2/v1/token", nil},
		{"token 2024-03-12T10:32:00Z was logged", nil},
		{"Der Zugriffstoken für das Archiv ist 7Fq2mXw9Lr4TzB8nK3pV, bitte nicht teilen.", []string{"7Fq2mXw9Lr4TzB8nK3pV"}},
		{"We created a new Mapbox key c4e1a9f03b7d52e8a6c1f9b047d3e2a8 for the site.", []string{"c4e1a9f03b7d52e8a6c1f9b047d3e2a8"}},
		{"fine-grained PAT 9mQ2xT7vL4wR8kN3pZ6b for the docs bot", []string{"9mQ2xT7vL4wR8kN3pZ6b"}},
		{"the key commit is 5e52f83bddf7810cb23e3779f82a1a814f30141d", nil},
		{"idempotency key 7c9e6679-7425-40de-944b-e07fc1f90ae7 reused", nil},
		{"the key point is that v2.3.1 broke it", nil},
		{"the pattern 7fq2mxw9lr4tzb8nk3pv matched", nil},
		{"keyboard layout de-DE-1996-Xk92QpL7", nil},
		// a Kubernetes env entry names its secret on the line before
		{"  - name: DB_PASSWORD\n    value: \"K8s!DbPass22\"", []string{"K8s!DbPass22"}},
		{"  - name: DB_HOST\n    value: \"db.internal.example\"", nil},
		// gitleaks' curl rule finds the pair; the password alone is the secret
		{`curl -s -u "svc-monitor:M0nit0r!ng2" https://grafana.example.com/api`, []string{"M0nit0r!ng2"}},
		// prose, versions, ports and paths stay
		{"the password policy changed in v2.3.1 last week", nil},
		{"Passwords must be at least 12 characters long.", nil},
		{"ssh -p 2222 deploy@host", nil},
		{"scp backup@nas:backups/db.tgz .", nil},
		{"Der Schlüssel liegt unter der Matte", nil},
		{`net use Z: \\fileserver\share * /user:CORP\svc`, nil},
		{"zip -r site.zip public/", nil},
		{`export DB_PASSWORD="$(vault kv get -field=password secret/db)"`, nil},
		// German compounds close with the cue
		{"Dein Einmalpasswort lautet Mx4-Rt7-Qz und gilt 10 Minuten.", []string{"Mx4-Rt7-Qz"}},
		{"Das Datenbankkennwort ist Pg#Lager2024.", []string{"Pg#Lager2024"}},
		// a word ending in a colon labels the value; a hyphenated prose word is not one
		{"Passwort für das Gäste-WLAN: Kaffeepause2026", []string{"Kaffeepause2026"}},
		{"Use password authentication only if key-based login fails.", nil},
		// positional passwords and passwords piped to a reader
		{"net user svc_backup Bkp$Svc2025 /add", []string{"Bkp$Svc2025"}},
		{"net user jdoe * /add", nil},
		{"rabbitmqctl add_user reporter Rabb1t!Rep", []string{"Rabb1t!Rep"}},
		{"echo 'Sud0!Deploy' | sudo -S systemctl restart nginx", []string{"Sud0!Deploy"}},
		{`echo "Chpass!55" | passwd --stdin builduser`, []string{"Chpass!55"}},
		{"echo 'svc:Svc!Pass77' | chpasswd", []string{"Svc!Pass77"}},
		{"echo 'build!ok22' > status.txt", nil},
		{"useradd -m -p 'Us3r!Add' tester", []string{"Us3r!Add"}},
		{"az login -u ops -p Az!Login44", []string{"Az!Login44"}},
		// a query string: '&' before "name=" ends the value, elsewhere it is part of it
		{"username=bob&password=B0b!Pass&remember=1", []string{"B0b!Pass"}},
		{"password=Tom&Jerry!2024&user=tjones", []string{"Tom&Jerry!2024"}},
		// "cue: user / password": the user name is no secret
		{"credentials: deploy / D3ploy!Now", []string{"D3ploy!Now"}},
		{"login with: Salt&Pepper#9 (yes, with the ampersand)", []string{"Salt&Pepper#9"}},
		{"log in with Google", nil},
		// punctuation between cue and value, a product named after passwords, a
		// sentence ending in "?"
		{"FYI: pw changed → Cobalt77!x", []string{"Cobalt77!x"}},
		{`The password is stored in 1Password under "Staging DB".`, nil},
		{"Passwort vergessen?", nil},
		// "login:" takes only what no user name looks like
		{"Note to self — bank login: Pr1mrose&Tea", []string{"Pr1mrose&Tea"}},
		{"login: jdoe", nil},
		// the value before the cue, and "pass phrase"
		{"you can use Nimbus_2025 as the password for now", []string{"Nimbus_2025"}},
		{"Nimm Tanne!2025 als Passwort.", []string{"Tanne!2025"}},
		{"Pass phrase: Ocean&Wave21", []string{"Ocean&Wave21"}},
		// a passphrase is several plain words, up to the end of its clause
		{"The passphrase for the backup key is amber falcon drifts east — do not mail it.", []string{"amber falcon drifts east"}},
		{"passphrase: correct horse battery staple", []string{"correct horse battery staple"}},
		{"Die Passphrase lautet blaue Katze tanzt leise.", []string{"blaue Katze tanzt leise"}},
		{`the passphrase is "four brown owls 12 sing" for now`, []string{"four brown owls 12 sing"}},
		{"our passphrase will be silver canyon echo seven and nobody writes it down", []string{"silver canyon echo seven"}},
		{"The passphrase is stored in the vault.", nil},
		{"The passphrase is required for every signing key.", nil},
		{"the passphrase is too short", nil},
		{"the passphrase is correct for this key", nil},
		// Wi-Fi codes
		{"Le code wifi de l'accueil est Salle#Verte7.", []string{"Salle#Verte7"}},
		{"wifi code: Guest!Lounge4", []string{"Guest!Lounge4"}},
		// the cue word itself with digits is a (weak) password; a product is not
		{"his password is literally Password123! lol", []string{"Password123!"}},
		{"Das Passwort ist Passwort2026, sehr kreativ.", []string{"Passwort2026"}},
		{"Temp pass for the kiosk tablet: Kiosk!Tab77", []string{"Kiosk!Tab77"}},
		// a quoted password of several words
		{`Log in as "guest" with the password "Gast Zugang 7".`, []string{"Gast Zugang 7"}},
		{`the password "is not set" for this user`, nil},
		{"Le mot de passe de l'ordinateur, c'est Ordi#Salon5.", []string{"Ordi#Salon5"}},
		// a hyphenated noun after an article is prose; stated after "is" it is the value
		{"Das Passwort für das Büro-Konto habe ich auf Sommer#2026 gesetzt.", []string{"Sommer#2026"}},
		{"the password is Blue-Heron-Sky", []string{"Blue-Heron-Sky"}},
		// ftp's "user NAME PASSWORD" inside an ftp script or session
		{"ftp -n files.example.com <<END\nuser upload Up!Load2026\nput report.csv\nEND", []string{"Up!Load2026"}},
		{"ftp> user backup Bkp!Ftp77", []string{"Bkp!Ftp77"}},
		{"user jdoe xy7!pqrs", nil},
		{"ftp -n host\nuser upload\npass", nil},
		{"Your access code is Acc3ss#Code", []string{"Acc3ss#Code"}},
		{"recovery code: Rec0very!Code", []string{"Rec0very!Code"}},
		{"Netzwerkschlüssel: Netz!Key2025", []string{"Netz!Key2025"}},
		{"Der Hausschlüssel liegt beim Nachbarn.", nil},
		// SQL statements
		{"CREATE USER 'app'@'%' IDENTIFIED BY 'Sql!Create9';", []string{"Sql!Create9"}},
		{"CREATE ROLE reporter LOGIN PASSWORD 'Role!Pw77';", []string{"Role!Pw77"}},
		// an XML element named like a secret; a quoted or very long word stated as the password
		{"<password>Xml!Elem77</password>", []string{"Xml!Elem77"}},
		{"<DbPassword>Pg#Xml2024</DbPassword>", []string{"Pg#Xml2024"}},
		{"<password></password>", nil},
		// the key attribute names the value (Java properties XML)
		{`<entry key="db.password">Prop!Xml77</entry>`, []string{"Prop!Xml77"}},
		{`<entry key="db.host">db01.internal</entry>`, nil},
		// a session id is a credential
		{"Cookie: sessionid=k3v9q2m8x7w1p4z6r5t0y2u8i9o3a1s7; lang=en", []string{"k3v9q2m8x7w1p4z6r5t0y2u8i9o3a1s7"}},
		{"PHPSESSID=ab12cd34ef56ab78cd90ef12ab34cd56", []string{"ab12cd34ef56ab78cd90ef12ab34cd56"}},
		{"sessionid=42", nil},
		{"<passwordPolicy>strict</passwordPolicy>", nil},
		{"his password was 'letmein'", []string{"letmein"}},
		{"the password is 'invalid'", nil},
		{"the password is correcthorsebatterystaple", []string{"correcthorsebatterystaple"}},
		// an image digest is written like user@host:password
		{"docker pull nginx@sha256:0d17b565c37bcbd895e9d92315a05c1c3c9a29f762b011a10c54a66cd53c9b31", nil},
	}
	for _, tt := range tests {
		got := detectTexts(t, tt.text, TypeSecret)
		if !slices.Equal(got, tt.want) {
			t.Errorf("%q: got %q, want %q", tt.text, got, tt.want)
		}
	}
}
