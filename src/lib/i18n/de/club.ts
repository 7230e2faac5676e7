/** Messages of a club: joining, its sync and leaving (FORMAT.md "A club's season"). */
import type { en } from '../en/club';

export const de: Record<keyof typeof en, string> = {
  clubOpen: 'Verein',
  clubHeading: 'Verein',
  clubExplain:
    'Ein Verein hält seine Saison auf einem eigenen Server (Apache CouchDB). Beigetreten, schickt dieses Handy die Partien, die es aufschreibt, dorthin und bekommt die Partien der anderen Mitglieder als Kopien.',
  clubNone: 'Dieses Handy gehört zu keinem Verein.',
  clubJoinHeading: 'Einem Verein beitreten',
  clubPaste: 'Einladungslink',
  clubPasteRead: 'Einladung lesen',
  clubTypeHeading: 'Oder die Angaben eintippen',
  clubServer: 'Adresse des Servers',
  clubDb: 'Datenbank des Vereins',
  clubUser: 'Mitgliedsname',
  clubPassword: 'Passwort',
  clubTypeRead: 'Angaben prüfen',
  clubPreview: 'Diesem Verein beitreten?',
  clubPreviewClub: 'Verein',
  clubPreviewUser: 'Du als',
  clubPreviewServer: 'Server',
  clubJoin: 'Dem Verein beitreten',
  clubJoining: 'Der Server wird geprüft …',
  clubJoined: 'Dem Verein beigetreten.',
  clubPlainWarning:
    'Dieser Server ist über einfaches http erreichbar: das Passwort geht unverschlüsselt über das Netz. Nur im eigenen Netz verwenden.',
  clubName: 'Verein',
  clubMember: 'Mitglied',
  clubLastSync: 'Zuletzt abgeglichen: {date}',
  clubNeverSynced: 'Noch nicht abgeglichen',
  clubWaiting: 'Wartet auf das Hochladen: {count} Partien',
  clubNothingWaiting: 'Nichts wartet auf das Hochladen',
  clubSyncing: 'Abgleich läuft …',
  clubProgress: 'Die Saison kommt: {done} von {total}',
  clubBesides:
    '{count} Partien wurden getrennt auf zwei Handys geändert: beide Fassungen bleiben nebeneinander.',
  clubRestored: '{count} deiner eigenen Partien sind vom Verein auf dieses Handy zurückgekommen.',
  clubHandedYou: '{from} hat dir das Aufschreiben der Partie von {players} übergeben.',
  clubHandHeading: 'Das Aufschreiben an ein anderes Mitglied weitergeben',
  clubHandExplain:
    'Eine Partie, die du aufschreibst, geht auf das Handy eines anderen Mitglieds, das sie dort weiter aufschreibt; hier bleibt sie als Kopie zum Ansehen. Das Mitglied kann sie genauso zurückgeben.',
  clubHandNone: 'Du schreibst keine Partie auf, die schon am Server des Vereins ist.',
  clubHandGame: 'Partie',
  clubHandGameLine: '{date}: {players}',
  clubHandMember: 'Weitergeben an …',
  clubHandNoMembers: 'Noch kein anderes Mitglied hat abgeglichen.',
  clubHandAsk:
    'Das Aufschreiben der Partie von {players} an {member} weitergeben? Hier bleibt sie als Kopie zum Ansehen.',
  clubHandConfirm: 'Weitergeben',
  clubHandCancel: 'Abbrechen',
  clubHandDone: '{member} schreibt jetzt die Partie von {players} auf.',
  hand_waiting:
    'Noch ist nicht alles dieser Partie am Server. Tippe auf „Jetzt abgleichen“ und versuche es dann noch einmal.',
  hand_changed:
    'Der Server hat eine andere Fassung dieser Partie. Tippe auf „Jetzt abgleichen“ und versuche es dann noch einmal.',
  hand_refused: 'Der Server hat abgelehnt: dort schreibst nicht du diese Partie auf.',
  clubSyncNow: 'Jetzt abgleichen',
  clubLeave: 'Den Verein verlassen',
  clubLeaveAsk:
    'Den Verein verlassen. Was wird aus den Partien der anderen Mitglieder auf diesem Handy?',
  clubLeaveKeep: 'Als Kopien behalten',
  clubLeaveDrop: 'Entfernen',
  clubLeaveCancel: 'Im Verein bleiben',
  clubLeft: 'Den Verein verlassen.',
  club_notInvite:
    'Das ist keine Einladung eines Vereins. Kopiere den ganzen Link, den du vom Verein hast.',
  club_version:
    'Diese Einladung ist von einer neueren App. Aktualisiere die App und öffne sie dann noch einmal.',
  club_server: 'Die Adresse des Servers ist keine Webadresse (https://…).',
  club_notHttps:
    'Der Server muss über https:// erreichbar sein. Einfaches http:// geht nur für dieses Gerät und ein privates Netz.',
  club_db:
    'Diesen Namen kann eine Datenbank nicht haben (Kleinbuchstaben, Ziffern, _ $ ( ) + - /).',
  club_user: 'Der Mitgliedsname fehlt oder ist zu lang (höchstens 94 Zeichen, kein Doppelpunkt).',
  club_password: 'Das Passwort fehlt.',
  club_club: 'Der Name des Vereins ist zu lang oder enthält Steuerzeichen.',
  sync_password:
    'Mitgliedsname oder Passwort stimmt nicht. Bitte den Verein um eine neue Einladung.',
  sync_notMember:
    'Du bist kein Mitglied der Datenbank dieses Vereins. Bitte den Verein, dich aufzunehmen.',
  sync_unreachable:
    'Der Server ist nicht erreichbar. Prüfe die Adresse und das Netz; es wird wieder versucht.',
  sync_certificate:
    'Der Server ist nicht erreichbar, oder sein Zertifikat wurde abgelehnt. Prüfe das Netz und ob der Server ein gültiges Zertifikat hat; es wird wieder versucht.',
  sync_tooOld:
    'Der Server ist zu alt oder nicht für Spatz eingerichtet (CouchDB 3 und die Einrichtung des Vereins sind nötig). Frag, wer ihn betreibt.',
  sync_junk:
    'Der Server hat etwas geantwortet, das keine Saison eines Vereins ist. Davon wurde nichts gespeichert.',
  sync_tooBig:
    'Der Server hat mehr geschickt, als die App auf einmal liest. Davon wurde nichts gespeichert.',
  sync_tooMany:
    'Die Datenbank des Vereins hat mehr Dokumente, als eine Saison haben kann. Davon wurde nichts gespeichert.',
  sync_server: 'Der Server hat einen Fehler gemeldet. Es wird wieder versucht.',
  sync_full:
    'Dieses Gerät ist voll: die Partien des Vereins konnten nicht gespeichert werden. Schaffe Platz.',
  sync_offline: 'Kein Netz: was wartet, geht hoch, sobald eines da ist.',
  sync_storage: 'Der Verein konnte auf diesem Handy nicht gespeichert werden.',
};
