<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AddStepCommand</name>
    <message>
        <source>Add step &quot;%1&quot;</source>
        <translation>Schritt „%1“ hinzufügen</translation>
    </message>
</context>
<context>
    <name>BlindHint</name>
    <message>
        <source>Hidden while working blind: only your own work shows</source>
        <translation>Verborgen, solange Sie blind arbeiten: Nur Ihre eigene Arbeit wird gezeigt</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>The input format (%1); detected from the content by default.</source>
        <translation>Das Eingabeformat (%1); standardmäßig am Inhalt erkannt.</translation>
    </message>
    <message>
        <source>esd, ester or openpi.</source>
        <translation>esd, ester oder openpi.</translation>
    </message>
    <message>
        <source>Print one JSON object instead of tables.</source>
        <translation>Ein JSON-Objekt statt Tabellen ausgeben.</translation>
    </message>
    <message>
        <source>The file to write.</source>
        <translation>Die zu schreibende Datei.</translation>
    </message>
    <message>
        <source>WHAT</source>
        <translation>WAS</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>kein Speicher mehr frei</translation>
    </message>
    <message>
        <source>--dataset is required</source>
        <translation>--dataset ist erforderlich</translation>
    </message>
    <message>
        <source>unknown dataset &quot;%1&quot; (expected esd, ester or openpi)</source>
        <translation>unbekannter Datensatz „%1“ (erwartet: esd, ester oder openpi)</translation>
    </message>
    <message>
        <source>import needs at least one FILE</source>
        <translation>import braucht mindestens eine DATEI</translation>
    </message>
    <message>
        <source>give --annotator or --model, not both</source>
        <translation>--annotator oder --model angeben, nicht beides</translation>
    </message>
    <message>
        <source>unknown format &quot;%1&quot; (known: %2)</source>
        <translation>unbekanntes Format „%1“ (bekannt: %2)</translation>
    </message>
    <message>
        <source>%1: %2 pairs (%3 new), %4 labels (%5 new, %6 changed), %7 scores (%8 new, %9 changed)</source>
        <translation>%1: %2 Paare (%3 neu), %4 Labels (%5 neu, %6 geändert), %7 Scores (%8 neu, %9 geändert)</translation>
    </message>
    <message>
        <source>The project holds no data for this report yet.</source>
        <translation>Das Projekt enthält noch keine Daten für diesen Bericht.</translation>
    </message>
    <message>
        <source>--out FILE is required</source>
        <translation>--out DATEI ist erforderlich</translation>
    </message>
    <message>
        <source>unknown --what &quot;%1&quot; (expected pairs or gold)</source>
        <translation>unbekanntes --what „%1“ (erwartet: pairs oder gold)</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Whose labels or answers the files hold.</source>
        <translation>Wessen Labels oder Antworten die Dateien enthalten.</translation>
    </message>
    <message>
        <source>Which model the scores or predictions come from.</source>
        <translation>Von welchem Modell die Scores oder Vorhersagen stammen.</translation>
    </message>
    <message>
        <source>The ESTER split (default: the file&apos;s base name).</source>
        <translation>Der ESTER-Split (Standard: der Basisname der Datei).</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>%1: split &quot;%2&quot;, %3 questions (%4 new), %5 answer sets as %6 (%7 new, %8 changed)</source>
        <translation>%1: Split „%2“, %3 Fragen (%4 neu), %5 Antwortmengen als %6 (%7 neu, %8 geändert)</translation>
    </message>
    <message>
        <source>--split NAME is required to export ESTER</source>
        <translation>--split NAME ist für den ESTER-Export nötig</translation>
    </message>
    <message>
        <source>%1: %2 procedures (%3 new), %4 salience ratings by %5 (%6 new, %7 changed)</source>
        <translation>%1: %2 Prozeduren (%3 neu), %4 Salienzbewertungen von %5 (%6 neu, %7 geändert)</translation>
    </message>
    <message>
        <source>%1: %2 procedures (%3 new), %4 entities new, %5 clusterings by %6 (%7 changed)</source>
        <translation>%1: %2 Prozeduren (%3 neu), %4 Entitäten neu, %5 Clusterungen von %6 (%7 geändert)</translation>
    </message>
    <message>
        <source>--what salience needs --annotator NAME or --model NAME</source>
        <translation>--what salience braucht --annotator NAME oder --model NAME</translation>
    </message>
    <message>
        <source>--what procedures takes no --annotator or --model</source>
        <translation>--what procedures nimmt kein --annotator oder --model</translation>
    </message>
    <message>
        <source>ESD: pairs (default) or gold; ESTER: answers (default) or gold; OpenPI: procedures (default), salience, clusters or gold.</source>
        <translation>ESD: pairs (Standard) oder gold; ESTER: answers (Standard) oder gold; OpenPI: procedures (Standard), salience, clusters oder gold.</translation>
    </message>
    <message>
        <source>Whose view to take: an annotator sees only their own work.</source>
        <translation>Wessen Sicht eingenommen wird: Annotatoren sehen nur ihre eigene Arbeit.</translation>
    </message>
    <message>
        <source>The item to adjudicate: an ESD pair id, an ESTER question id, an OpenPI procedure id.</source>
        <translation>Das zu adjudizierende Element: eine ESD-Paar-ID, eine ESTER-Fragen-ID, eine OpenPI-Prozedur-ID.</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>ESD: the adjudicated label, 1, 0 or -1.</source>
        <translation>ESD: das adjudizierte Label, 1, 0 oder -1.</translation>
    </message>
    <message>
        <source>LABEL</source>
        <translation>LABEL</translation>
    </message>
    <message>
        <source>A note kept with the decision.</source>
        <translation>Eine Notiz, die mit der Entscheidung gespeichert wird.</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>TEXT</translation>
    </message>
    <message>
        <source>Withdraw the item&apos;s decision: its gold is the raters&apos; again.</source>
        <translation>Die Entscheidung zum Element zurückziehen: Sein Gold ist wieder das der Bewertenden.</translation>
    </message>
    <message>
        <source>ESTER: the adjudicated relation type.</source>
        <translation>ESTER: der adjudizierte Relationstyp.</translation>
    </message>
    <message>
        <source>TYPE</source>
        <translation>TYP</translation>
    </message>
    <message>
        <source>ESTER: an adjudicated answer, a span of the passage (repeat for more).</source>
        <translation>ESTER: eine adjudizierte Antwort, eine Spanne der Passage (für mehrere wiederholen).</translation>
    </message>
    <message>
        <source>OpenPI: the entity whose salience is decided.</source>
        <translation>OpenPI: die Entität, deren Salienz entschieden wird.</translation>
    </message>
    <message>
        <source>OpenPI: the step of a local salience (default 0, global).</source>
        <translation>OpenPI: der Schritt einer lokalen Salienz (Standard 0, global).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>OpenPI: the adjudicated salience, 0-5.</source>
        <translation>OpenPI: die adjudizierte Salienz, 0-5.</translation>
    </message>
    <message>
        <source>VALUE</source>
        <translation>WERT</translation>
    </message>
    <message>
        <source>OpenPI: entity or attribute clusters.</source>
        <translation>OpenPI: Entitäts- oder Attributcluster.</translation>
    </message>
    <message>
        <source>KIND</source>
        <translation>ART</translation>
    </message>
    <message>
        <source>OpenPI: a clustering file whose entry for the item is the decision.</source>
        <translation>OpenPI: eine Clusterungsdatei, deren Eintrag für das Element die Entscheidung ist.</translation>
    </message>
    <message>
        <source>Bootstrap resamples for the 95% intervals (default 1000; 0: none).</source>
        <translation>Bootstrap-Stichproben für die 95-%-Intervalle (Standard 1000; 0: keine).</translation>
    </message>
    <message>
        <source>Also write the report as one HTML file.</source>
        <translation>Den Bericht zusätzlich als eine HTML-Datei schreiben.</translation>
    </message>
    <message>
        <source>--html needs a FILE</source>
        <translation>--html braucht eine DATEI</translation>
    </message>
    <message>
        <source>unknown --what &quot;%1&quot; (expected answers or gold)</source>
        <translation>unbekanntes --what „%1“ (erwartet: answers oder gold)</translation>
    </message>
    <message>
        <source>--what gold takes no --annotator</source>
        <translation>--what gold nimmt kein --annotator</translation>
    </message>
    <message>
        <source>%1 works blind: they may export only their own answers (--annotator %1)</source>
        <translation>%1 arbeitet blind: nur die eigenen Antworten dürfen exportiert werden (--annotator %1)</translation>
    </message>
    <message>
        <source>--what gold takes no --annotator or --model</source>
        <translation>--what gold nimmt kein --annotator oder --model</translation>
    </message>
    <message>
        <source>%1 works blind: they may export only their own and the models&apos; work</source>
        <translation>%1 arbeitet blind: nur die eigene Arbeit und die der Modelle darf exportiert werden</translation>
    </message>
    <message>
        <source>role needs NAME and ROLE</source>
        <translation>role braucht NAME und ROLLE</translation>
    </message>
    <message>
        <source>unknown role &quot;%1&quot; (expected annotator, adjudicator or viewer)</source>
        <translation>unbekannte Rolle „%1“ (erwartet: annotator, adjudicator oder viewer)</translation>
    </message>
    <message>
        <source>a person&apos;s name cannot be empty</source>
        <translation>der Name einer Person darf nicht leer sein</translation>
    </message>
    <message>
        <source>%1 added as %2</source>
        <translation>%1 als %2 hinzugefügt</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>%1 works blind: the disagreements show everyone&apos;s work</source>
        <translation>%1 arbeitet blind: die Uneinigkeiten zeigen die Arbeit aller</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) to adjudicate in %1</source>
        <translation>
            <numerusform>%n zu adjudizierendes Element in %1</numerusform>
            <numerusform>%n zu adjudizierende Elemente in %1</numerusform>
        </translation>
    </message>
    <message>
        <source>(decided)</source>
        <translation>(entschieden)</translation>
    </message>
    <message>
        <source>adjudicate needs --item ID and --as NAME</source>
        <translation>adjudicate braucht --item ID und --as NAME</translation>
    </message>
    <message>
        <source>give --label 1, 0 or -1, or --withdraw</source>
        <translation>--label 1, 0 oder -1 angeben, oder --withdraw</translation>
    </message>
    <message>
        <source>an ESD label is 1, 0 or -1, not &quot;%1&quot;</source>
        <translation>ein ESD-Label ist 1, 0 oder -1, nicht „%1“</translation>
    </message>
    <message>
        <source>undecided</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <source>%1: no ESTER question with id %2 (ids are listed by eventscope disagreements)</source>
        <translation>%1: keine ESTER-Frage mit der ID %2 (eventscope disagreements listet die IDs)</translation>
    </message>
    <message>
        <source>give --from NAME or --answer TEXT (and --type TYPE), or --withdraw</source>
        <translation>--from NAME oder --answer TEXT (und --type TYP) angeben, oder --withdraw</translation>
    </message>
    <message>
        <source>question %1: %2 gave no answers to it</source>
        <translation>Frage %1: %2 hat keine Antworten darauf gegeben</translation>
    </message>
    <message>
        <source>question %1: &quot;%2&quot; is not in its passage</source>
        <translation>Frage %1: „%2“ steht nicht in ihrer Passage</translation>
    </message>
    <message>
        <source>question %1: &quot;%2&quot; occurs %3 times in its passage (starting at %4) and no rater chose one; give --answer &quot;%2@START&quot; with one of those starts</source>
        <translation>Frage %1: „%2“ kommt %3-mal in ihrer Passage vor (Anfänge bei %4) und keine der Bewertenden hat eines davon gewählt; --answer &quot;%2@START&quot; mit einem dieser Anfänge angeben</translation>
    </message>
    <message>
        <source>unknown relation type &quot;%1&quot; (expected causal, conditional, counterfactual, sub-event or coreference)</source>
        <translation>unbekannter Relationstyp „%1“ (erwartet: causal, conditional, counterfactual, sub-event oder coreference)</translation>
    </message>
    <message numerus="yes">
        <source>question %1: decided (%n answer(s))</source>
        <translation>
            <numerusform>Frage %1: entschieden (%n Antwort)</numerusform>
            <numerusform>Frage %1: entschieden (%n Antworten)</numerusform>
        </translation>
    </message>
    <message>
        <source>question %1: decision withdrawn</source>
        <translation>Frage %1: Entscheidung zurückgezogen</translation>
    </message>
    <message>
        <source>--step is a step number, 0 for global salience</source>
        <translation>--step ist eine Schrittnummer, 0 für globale Salienz</translation>
    </message>
    <message>
        <source>give --salience 0-5, or --withdraw</source>
        <translation>--salience 0-5 angeben, oder --withdraw</translation>
    </message>
    <message>
        <source>%1/%2, step %3: salience %4</source>
        <translation>%1/%2, Schritt %3: Salienz %4</translation>
    </message>
    <message>
        <source>%1/%2, step %3: decision withdrawn</source>
        <translation>%1/%2, Schritt %3: Entscheidung zurückgezogen</translation>
    </message>
    <message>
        <source>give --from NAME or --clusters FILE, or --withdraw</source>
        <translation>--from NAME oder --clusters DATEI angeben, oder --withdraw</translation>
    </message>
    <message>
        <source>procedure %1: %2 has no %3 clusters of it</source>
        <translation>Prozedur %1: %2 hat keine %3-Cluster dazu</translation>
    </message>
    <message>
        <source>%1: no clusters for procedure %2</source>
        <translation>%1: keine Cluster für Prozedur %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 clusters decided (%n cluster(s))</source>
        <translation>
            <numerusform>%1: %2-Cluster entschieden (%n Cluster)</numerusform>
            <numerusform>%1: %2-Cluster entschieden (%n Cluster)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 clusters: decision withdrawn</source>
        <translation>%1: %2-Cluster: Entscheidung zurückgezogen</translation>
    </message>
    <message>
        <source>--bootstrap is a number of resamples, 0 to 1000000</source>
        <translation>--bootstrap ist eine Anzahl Bootstrap-Stichproben, 0 bis 1000000</translation>
    </message>
    <message>
        <source>--seed is a non-negative whole number</source>
        <translation>--seed ist eine nicht negative ganze Zahl</translation>
    </message>
    <message>
        <source>The project: a file, or a PostgreSQL database (postgresql://USER@HOST:PORT/DB).</source>
        <translation>Das Projekt: eine Datei oder eine PostgreSQL-Datenbank (postgresql://BENUTZER@HOST:PORT/DB).</translation>
    </message>
    <message>
        <source>PROJECT</source>
        <translation>PROJEKT</translation>
    </message>
    <message>
        <source>--db PROJECT is required</source>
        <translation>--db PROJEKT ist erforderlich</translation>
    </message>
    <message>
        <source>team takes one action: init</source>
        <translation>team kennt eine Aktion: init</translation>
    </message>
    <message>
        <source>%1: set up for a team; add people with eventscope role NAME annotator|adjudicator|viewer</source>
        <translation>%1: für ein Team eingerichtet; Personen mit eventscope role NAME annotator|adjudicator|viewer hinzufügen</translation>
    </message>
    <message>
        <source>ESTER, OpenPI clusters: take this rater&apos;s answer (a person, or gold); copy: the project to copy.</source>
        <translation>ESTER, OpenPI-Cluster: die Antwort dieser bewertenden Person übernehmen (eine Person oder gold); copy: das zu kopierende Projekt.</translation>
    </message>
    <message>
        <source>copy needs --from PROJECT and --to PROJECT</source>
        <translation>copy braucht --from PROJEKT und --to PROJEKT</translation>
    </message>
    <message>
        <source>%1: already exists; copy into a new file</source>
        <translation>%1: existiert bereits; in eine neue Datei kopieren</translation>
    </message>
    <message numerus="yes">
        <source>%1 → %2: %n row(s) in %3 tables</source>
        <translation>
            <numerusform>%1 → %2: %n Zeile in %3 Tabellen</numerusform>
            <numerusform>%1 → %2: %n Zeilen in %3 Tabellen</numerusform>
        </translation>
    </message>
    <message>
        <source>adjudicate: replace another adjudicator&apos;s decision on the item (without it, only no decision or your own is replaced); assign: replace the dataset&apos;s existing assignments.</source>
        <translation>adjudicate: die Entscheidung einer anderen Person über das Element ersetzen (ohne dies wird nur keine oder die eigene Entscheidung ersetzt); assign: die bestehenden Zuteilungen des Datensatzes ersetzen.</translation>
    </message>
    <message>
        <source>assign: the annotators who share the items, comma-separated.</source>
        <translation>assign: die Annotierenden, die sich die Elemente teilen, durch Kommas getrennt.</translation>
    </message>
    <message>
        <source>NAMES</source>
        <translation>NAMEN</translation>
    </message>
    <message>
        <source>assign: how many of them rate each item.</source>
        <translation>assign: wie viele von ihnen jedes Element bewerten.</translation>
    </message>
    <message>
        <source>group: the people to put in the group, comma-separated.</source>
        <translation>group: die Personen, die in die Gruppe kommen, durch Kommas getrennt.</translation>
    </message>
    <message>
        <source>group: the ESD setting its members worked in, full (default) or core.</source>
        <translation>group: die ESD-Einstellung, in der ihre Mitglieder arbeiteten, full (Standard) oder core.</translation>
    </message>
    <message>
        <source>SETTING</source>
        <translation>EINSTELLUNG</translation>
    </message>
    <message>
        <source>%1 (--replace replaces it)</source>
        <translation>%1 (--replace ersetzt sie)</translation>
    </message>
    <message>
        <source>assign needs --annotators A,B,... and --overlap N</source>
        <translation>assign braucht --annotators A,B,... und --overlap N</translation>
    </message>
    <message>
        <source>--overlap must be a positive number</source>
        <translation>--overlap muss eine positive Zahl sein</translation>
    </message>
    <message>
        <source>--seed must be a non-negative number</source>
        <translation>--seed muss eine nicht negative Zahl sein</translation>
    </message>
    <message>
        <source>%1: --overlap %2 is more than the number of annotators given (%3)</source>
        <translation>%1: --overlap %2 ist mehr als die Zahl der angegebenen Annotierenden (%3)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 goals</source>
        <translation>%1 Ziele</translation>
    </message>
    <message>
        <source>%1 passages</source>
        <translation>%1 Passagen</translation>
    </message>
    <message>
        <source>%1 procedures</source>
        <translation>%1 Prozeduren</translation>
    </message>
    <message>
        <source>%1: already assigned so; nothing changed (%2: %3)</source>
        <translation>%1: bereits so zugeteilt; nichts geändert (%2: %3)</translation>
    </message>
    <message>
        <source>%1: %2, %3 annotators each (%4)</source>
        <translation>%1: %2, je %3 Annotierende (%4)</translation>
    </message>
    <message>
        <source>group takes one NAME</source>
        <translation>group nimmt genau einen NAMEN</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>no members</source>
        <translation>keine Mitglieder</translation>
    </message>
    <message>
        <source>group needs a NAME</source>
        <translation>group braucht einen NAMEN</translation>
    </message>
    <message>
        <source>%1: %2 procedures&apos; predicted schemata by %3 (%4 changed)</source>
        <translation>%1: vorhergesagte Schemata zu %2 Prozeduren von %3 (%4 geändert)</translation>
    </message>
    <message>
        <source>%1: %2 procedures&apos; states by %3 (%4 changed)</source>
        <translation>%1: Zustände zu %2 Prozeduren von %3 (%4 geändert)</translation>
    </message>
    <message>
        <source>%1: %2 procedures&apos; judgements of generated paraphrases by %3 (%4 changed)</source>
        <translation>%1: Urteile über generierte Paraphrasen zu %2 Prozeduren von %3 (%4 geändert)</translation>
    </message>
    <message>
        <source>%1: %2 procedures&apos; error analyses by %3 of %4&apos;s schemata (%5 changed)</source>
        <translation>%1: Fehleranalysen zu %2 Prozeduren von %3 über die Schemata von %4 (%5 geändert)</translation>
    </message>
    <message>
        <source>unknown --what &quot;%1&quot; (expected %2)</source>
        <translation>unbekanntes --what „%1“ (erwartet: %2)</translation>
    </message>
    <message>
        <source>--what schemata needs --model NAME</source>
        <translation>--what schemata braucht --model NAME</translation>
    </message>
    <message>
        <source>--what %1 needs --annotator NAME (who judged) and no --model</source>
        <translation>--what %1 braucht --annotator NAME (wer beurteilt hat) und kein --model</translation>
    </message>
    <message>
        <source>--what schema-errors needs --annotator NAME (who analysed) and --model NAME (whose schemata)</source>
        <translation>--what schema-errors braucht --annotator NAME (wer analysiert hat) und --model NAME (wessen Schemata)</translation>
    </message>
    <message>
        <source>How the 95% intervals are made: auto (default: the bootstrap, and large-sample intervals over 100,000 items or more), bootstrap or analytic.</source>
        <translation>Wie die 95-%-Intervalle entstehen: auto (Standard: Bootstrap, ab 100.000 Elementen Intervalle aus der Normalapproximation), bootstrap oder analytic.</translation>
    </message>
    <message>
        <source>METHOD</source>
        <translation>METHODE</translation>
    </message>
    <message>
        <source>--intervals is auto, bootstrap or analytic, not %1</source>
        <translation>--intervals ist auto, bootstrap oder analytic, nicht %1</translation>
    </message>
    <message>
        <source>eventscope: warning: %1: members can see who is connected, and so who saved each change announced; a superuser running team init hides it (docs/scaling.md)</source>
        <translation>eventscope: Warnung: %1: Mitglieder sehen, wer verbunden ist, und damit, wer jede angekündigte Änderung gespeichert hat; ein Superuser, der team init ausführt, verbirgt es (docs/scaling.md)</translation>
    </message>
    <message>
        <source>eventscope: warning: %1: members may also connect to %2, where the server shows who is connected unless a superuser hides it there too (docs/scaling.md)</source>
        <translation>eventscope: Warnung: %1: Mitglieder können sich auch mit %2 verbinden, wo der Server zeigt, wer verbunden ist, sofern ein Superuser es nicht auch dort verbirgt (docs/scaling.md)</translation>
    </message>
    <message>
        <source>OpenPI: keep a person&apos;s procedures rated 0 throughout as ratings (by default they are taken as not rated, as in the released files&apos; placeholders).</source>
        <translation>OpenPI: durchgehend mit 0 bewertete Prozeduren einer Person als Bewertungen behalten (sonst gelten sie als unbewertet, wie die Platzhalter der veröffentlichten Dateien).</translation>
    </message>
    <message>
        <source>OpenPI: a procedures file&apos;s clusters replace hand-made gold clusters too (by default the hand-made gold is kept).</source>
        <translation>OpenPI: die Cluster einer Prozedurendatei ersetzen auch handgemachte Gold-Cluster (sonst bleibt das handgemachte Gold erhalten).</translation>
    </message>
    <message>
        <source>assign: let the work of annotators left out of --annotators stop counting (without it, assign names them and changes nothing).</source>
        <translation>assign: die Arbeit von Annotierenden, die in --annotators fehlen, nicht mehr zählen lassen (ohne dies nennt assign sie und ändert nichts).</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) keep on their panel the annotators who had already worked on them</source>
        <translation>
            <numerusform>%n Element behält in seinem Gremium die Annotierenden, die schon daran gearbeitet hatten</numerusform>
            <numerusform>%n Elemente behalten in ihrem Gremium die Annotierenden, die schon daran gearbeitet hatten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n of them more than %1 annotators</source>
        <translation>
            <numerusform>; %n davon mehr als %1 Annotierende</numerusform>
            <numerusform>; %n davon mehr als %1 Annotierende</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>eventscope: warning: %1 worked on %n item(s) and sits on no panel: that work counts no more</source>
        <translation>
            <numerusform>eventscope: Warnung: %1 hat an %n Element gearbeitet und sitzt in keinem Gremium: diese Arbeit zählt nicht mehr</numerusform>
            <numerusform>eventscope: Warnung: %1 hat an %n Elementen gearbeitet und sitzt in keinem Gremium: diese Arbeit zählt nicht mehr</numerusform>
        </translation>
    </message>
    <message>
        <source>Usage:
</source>
        <translation>Aufruf:
</translation>
    </message>
    <message>
        <source>Usage:
  eventscope [--db PROJECT] [--annotator NAME]   open the workbench
</source>
        <translation>Aufruf:
  eventscope [--db PROJEKT] [--annotator NAME]   die Werkbank öffnen
</translation>
    </message>
    <message>
        <source>Another adjudicator&apos;s decision on the item is replaced only with --replace.
PROJECT: a project file, or a PostgreSQL database (postgresql://USER@HOST:PORT/DB).
Exit status: 0 success, 1 bad input or refused, 2 bad usage.
eventscope COMMAND --help lists the options of one command.
</source>
        <translation>Die Entscheidung einer anderen Person über ein Element wird nur mit --replace ersetzt.
PROJEKT: eine Projektdatei oder eine PostgreSQL-Datenbank (postgresql://BENUTZER@HOST:PORT/DB).
Exit-Status: 0 Erfolg, 1 fehlerhafte Eingabe oder abgelehnt, 2 falscher Aufruf.
eventscope BEFEHL --help listet die Optionen eines Befehls auf.
</translation>
    </message>
    <message>
        <source>  eventscope assign --db PROJECT --dataset esd|ester|openpi --annotators A,B,C --overlap N
                    [--seed N] [--replace] [--accept-uncounted]   give every item a panel of N
                    annotators; those who already worked on an item stay on its panel
</source>
        <translation>  eventscope assign --db PROJEKT --dataset esd|ester|openpi --annotators A,B,C --overlap N
                    [--seed N] [--replace] [--accept-uncounted]   jedem Element ein Gremium aus N
                    Annotierenden geben; wer an einem Element schon gearbeitet hat, bleibt in seinem Gremium
</translation>
    </message>
    <message>
        <source>  eventscope copy --from PROJECT --to PROJECT
</source>
        <translation>  eventscope copy --from PROJEKT --to PROJEKT
</translation>
    </message>
    <message>
        <source>  eventscope disagreements --db PROJECT --dataset esd|ester|openpi [--json]
</source>
        <translation>  eventscope disagreements --db PROJEKT --dataset esd|ester|openpi [--json]
</translation>
    </message>
    <message>
        <source>  eventscope role NAME annotator|adjudicator|viewer --db PROJECT
</source>
        <translation>  eventscope role NAME annotator|adjudicator|viewer --db PROJEKT
</translation>
    </message>
    <message>
        <source>  eventscope team init --db PROJECT
</source>
        <translation>  eventscope team init --db PROJEKT
</translation>
    </message>
    <message>
        <source> (--keep-zero-salience keeps them)</source>
        <translation> (--keep-zero-salience behält sie)</translation>
    </message>
    <message>
        <source> (--replace-gold replaces them; the file&apos;s are kept as released)</source>
        <translation> (--replace-gold ersetzt sie; die der Datei bleiben wie veröffentlicht erhalten)</translation>
    </message>
    <message>
        <source>eventscope: warning: %1</source>
        <translation>eventscope: Warnung: %1</translation>
    </message>
    <message numerus="yes">
        <source>eventscope: warning: %n passage(s) of split &quot;%1&quot; also in other splits, exported with it all the same: %2</source>
        <translation>
            <numerusform>eventscope: Warnung: %n Passage des Splits „%1“ steht auch in anderen Splits und wurde dennoch mit ihm exportiert: %2</numerusform>
            <numerusform>eventscope: Warnung: %n Passagen des Splits „%1“ stehen auch in anderen Splits und wurden dennoch mit ihm exportiert: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>report: the ESD pairs with gold on which each rater group member&apos;s accuracy is taken (default 200).</source>
        <translation>report: die ESD-Paare mit Goldlabel, auf denen die Genauigkeit jedes Mitglieds einer Bewertergruppe bestimmt wird (Standard 200).</translation>
    </message>
    <message>
        <source>  eventscope report --db PROJECT [--dataset esd|ester|openpi] [--json] [--html FILE] [--as NAME]
                    [--bootstrap N] [--seed N] [--intervals auto|bootstrap|analytic]
                    [--human-sample N]
</source>
        <translation>  eventscope report --db PROJEKT [--dataset esd|ester|openpi] [--json] [--html DATEI] [--as NAME]
                    [--bootstrap N] [--seed N] [--intervals auto|bootstrap|analytic]
                    [--human-sample N]
</translation>
    </message>
    <message>
        <source>--human-sample is a number of pairs, 1 or more</source>
        <translation>--human-sample ist eine Anzahl von Paaren, 1 oder mehr</translation>
    </message>
    <message>
        <source>  eventscope export --db PROJECT --dataset esd --out FILE [--what pairs|gold] [--as NAME]
  eventscope export --db PROJECT --dataset ester --split NAME --out FILE [--what answers|gold]
                    [--annotator NAME] [--as NAME]
  eventscope export --db PROJECT --dataset openpi --out FILE [--what procedures|salience|clusters|
                    attribute-clusters|gold|schemata|states|decided-states|schema-errors|
                    entity-expansions|attribute-expansions]
                    [--annotator NAME | --model NAME] [--as NAME]
</source>
        <translation>  eventscope export --db PROJEKT --dataset esd --out DATEI [--what pairs|gold] [--as NAME]
  eventscope export --db PROJEKT --dataset ester --split NAME --out DATEI [--what answers|gold]
                    [--annotator NAME] [--as NAME]
  eventscope export --db PROJEKT --dataset openpi --out DATEI [--what procedures|salience|clusters|
                    attribute-clusters|gold|schemata|states|decided-states|schema-errors|
                    entity-expansions|attribute-expansions]
                    [--annotator NAME | --model NAME] [--as NAME]
</translation>
    </message>
    <message>
        <source>--what decided-states takes no --annotator or --model</source>
        <translation>--what decided-states nimmt kein --annotator oder --model</translation>
    </message>
    <message>
        <source>  eventscope adjudicate --db PROJECT --dataset esd --item ID --label 1|0|-1 --as NAME [--note TEXT]
  eventscope adjudicate --db PROJECT --dataset ester --item ID (--from NAME | --answer TEXT...)
                    [--type TYPE] --as NAME [--note TEXT]
  eventscope adjudicate --db PROJECT --dataset openpi --item ID --entity NAME [--step N] --salience 0-5
                    --as NAME [--note TEXT]
  eventscope adjudicate --db PROJECT --dataset openpi --item ID --kind entity|attribute
                    (--from NAME | --clusters FILE) --as NAME [--note TEXT]
  eventscope adjudicate --db PROJECT --dataset openpi --item ID --kind states --step N
                    --from NAME --as NAME [--note TEXT]
  eventscope adjudicate --db PROJECT --dataset D --item ID [--entity NAME | --kind KIND] --withdraw --as NAME
</source>
        <translation>  eventscope adjudicate --db PROJEKT --dataset esd --item ID --label 1|0|-1 --as NAME [--note TEXT]
  eventscope adjudicate --db PROJEKT --dataset ester --item ID (--from NAME | --answer TEXT...)
                    [--type TYPE] --as NAME [--note TEXT]
  eventscope adjudicate --db PROJEKT --dataset openpi --item ID --entity NAME [--step N] --salience 0-5
                    --as NAME [--note TEXT]
  eventscope adjudicate --db PROJEKT --dataset openpi --item ID --kind entity|attribute
                    (--from NAME | --clusters FILE) --as NAME [--note TEXT]
  eventscope adjudicate --db PROJEKT --dataset openpi --item ID --kind states --step N
                    --from NAME --as NAME [--note TEXT]
  eventscope adjudicate --db PROJEKT --dataset D --item ID [--entity NAME | --kind KIND] --withdraw --as NAME
</translation>
    </message>
    <message>
        <source>give --entity NAME (salience) or --kind entity|attribute|states</source>
        <translation>--entity NAME (Salienz) oder --kind entity|attribute|states angeben</translation>
    </message>
    <message>
        <source>unknown --kind &quot;%1&quot; (expected entity, attribute or states)</source>
        <translation>unbekanntes --kind „%1“ (erwartet: entity, attribute oder states)</translation>
    </message>
    <message>
        <source>--kind states needs --step N, a step number from 1</source>
        <translation>--kind states braucht --step N, eine Schrittnummer ab 1</translation>
    </message>
    <message>
        <source>give --from NAME (whose states of the step), or --withdraw</source>
        <translation>--from NAME (wessen Zustände des Schritts) oder --withdraw angeben</translation>
    </message>
    <message>
        <source>procedure %1: %2 wrote no states of it</source>
        <translation>Prozedur %1: %2 hat keine Zustände dazu geschrieben</translation>
    </message>
    <message numerus="yes">
        <source>%1, step %2: states decided (%n change(s))</source>
        <translation>
            <numerusform>%1, Schritt %2: Zustände entschieden (%n Änderung)</numerusform>
            <numerusform>%1, Schritt %2: Zustände entschieden (%n Änderungen)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, step %2: states decision withdrawn</source>
        <translation>%1, Schritt %2: Entscheidung über die Zustände zurückgezogen</translation>
    </message>
    <message>
        <source>  eventscope import FILE... --db PROJECT [--annotator NAME] [--model NAME] [--seed N] [--split NAME] [--format NAME]
</source>
        <translation>  eventscope import DATEI... --db PROJEKT [--annotator NAME] [--model NAME] [--seed N] [--split NAME] [--format NAME]
</translation>
    </message>
    <message>
        <source>The bootstrap&apos;s seed (default 20231), also the seed of the ESD human baseline&apos;s sample; assign: the panels&apos; seed (default 1); import: ESTER predictions are --model&apos;s run over this seed (kept as &quot;MODEL seed N&quot;), and reports give the model&apos;s mean and standard deviation over its seeds.</source>
        <translation>Startwert des Bootstraps (Standard 20231), auch der Stichprobe der menschlichen ESD-Vergleichswerte; assign: Startwert der Gremien (Standard 1); import: ESTER-Vorhersagen sind der Lauf von --model mit diesem Seed (gespeichert als „MODEL seed N“), und Berichte geben Mittelwert und Standardabweichung des Modells über seine Seeds an.</translation>
    </message>
    <message>
        <source>  eventscope group NAME --db PROJECT [--members A,B] [--setting full|core|both]
                    a rater group scored against the experts&apos; gold (no NAME: list groups)
</source>
        <translation>  eventscope group NAME --db PROJEKT [--members A,B] [--setting full|core|both]
                    eine Bewertergruppe, am Gold der Fachleute gemessen (ohne NAME: Gruppen auflisten)
</translation>
    </message>
    <message>
        <source>unknown --setting &quot;%1&quot; (expected full, core or both)</source>
        <translation>unbekanntes --setting „%1“ (erwartet: full, core oder both)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <source>  eventscope checkout --db SERVER --to FILE
                    an annotator&apos;s work taken into a file to label offline
</source>
        <translation>  eventscope checkout --db SERVER --to DATEI
                    die Arbeit einer Annotatorin in eine Datei, um offline zu labeln
</translation>
    </message>
    <message>
        <source>checkout needs --db SERVER and --to FILE</source>
        <translation>checkout braucht --db SERVER und --to DATEI</translation>
    </message>
    <message>
        <source>checkout takes a team project on a server (--db) into a file (--to)</source>
        <translation>checkout holt ein Teamprojekt von einem Server (--db) in eine Datei (--to)</translation>
    </message>
    <message>
        <source>%1: already exists; check out into a new file</source>
        <translation>%1: existiert bereits; in eine neue Datei auschecken</translation>
    </message>
    <message numerus="yes">
        <source>%1 → %2: %3&apos;s work, %n ESD label(s); label offline, then eventscope sync --db %2</source>
        <translation>
            <numerusform>%1 → %2: die Arbeit von %3, %n ESD-Label; offline labeln, dann eventscope sync --db %2</numerusform>
            <numerusform>%1 → %2: die Arbeit von %3, %n ESD-Labels; offline labeln, dann eventscope sync --db %2</numerusform>
        </translation>
    </message>
    <message>
        <source>  eventscope sync --db FILE [--mine|--theirs]
                    writes a checkout&apos;s labels back to its server
</source>
        <translation>  eventscope sync --db DATEI [--mine|--theirs]
                    schreibt die Labels eines Checkouts auf seinen Server zurück
</translation>
    </message>
    <message>
        <source>sync needs --db FILE, a checkout</source>
        <translation>sync braucht --db DATEI, einen Checkout</translation>
    </message>
    <message>
        <source>sync takes --mine or --theirs, not both</source>
        <translation>sync nimmt --mine oder --theirs, nicht beides</translation>
    </message>
    <message>
        <source>%1 → %2: %3 label(s) written, %4 already there, %5 taken from the server</source>
        <translation>%1 → %2: %3 Label(s) geschrieben, %4 schon vorhanden, %5 vom Server übernommen</translation>
    </message>
    <message>
        <source>decided meanwhile: %1 (your label counts in agreement, the decision is its gold)</source>
        <translation>inzwischen entschieden: %1 (Ihr Label zählt in der Übereinstimmung, die Entscheidung ist sein Gold)</translation>
    </message>
    <message>
        <source>assigned to you meanwhile: %1</source>
        <translation>Ihnen inzwischen zugewiesen: %1</translation>
    </message>
    <message>
        <source>no longer assigned to you: %1</source>
        <translation>Ihnen nicht mehr zugewiesen: %1</translation>
    </message>
    <message>
        <source>conflict: %1: %2 when checked out, %3 on the server now, %4 here</source>
        <translation>Konflikt: %1: %2 beim Auschecken, %3 jetzt auf dem Server, %4 hier</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n label(s) changed on the server meanwhile were left as they are on both sides; sync --mine writes yours, --theirs takes the server&apos;s</source>
        <translation>
            <numerusform>%1: %n inzwischen auf dem Server geändertes Label blieb auf beiden Seiten, wie es ist; sync --mine schreibt Ihres, --theirs übernimmt das des Servers</numerusform>
            <numerusform>%1: %n inzwischen auf dem Server geänderte Labels blieben auf beiden Seiten, wie sie sind; sync --mine schreibt Ihre, --theirs übernimmt die des Servers</numerusform>
        </translation>
    </message>
    <message>
        <source>copy: the project to copy into, a new file or an empty database; checkout: the new file to work in offline.</source>
        <translation>copy: das Projekt, in das kopiert wird, eine neue Datei oder eine leere Datenbank; checkout: die neue Datei, in der offline gearbeitet wird.</translation>
    </message>
    <message>
        <source>sync: where the server changed a label meanwhile, write the file&apos;s.</source>
        <translation>sync: wo der Server ein Label inzwischen geändert hat, das der Datei schreiben.</translation>
    </message>
    <message>
        <source>sync: where the server changed a label meanwhile, take the server&apos;s into the file.</source>
        <translation>sync: wo der Server ein Label inzwischen geändert hat, das des Servers in die Datei übernehmen.</translation>
    </message>
    <message>
        <source>%1: work changed here that sync does not write back yet stays in this file only: %2 (ESD labels are synced)</source>
        <translation>%1: hier geänderte Arbeit, die sync noch nicht zurückschreibt, bleibt nur in dieser Datei: %2 (ESD-Labels werden synchronisiert)</translation>
    </message>
</context>
<context>
    <name>EsdLabels</name>
    <message>
        <source>unlabelled</source>
        <translation>ohne Label</translation>
    </message>
    <message>
        <source>essential</source>
        <translation>wesentlich</translation>
    </message>
    <message>
        <source>non-essential</source>
        <translation>nicht wesentlich</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>ungültig</translation>
    </message>
</context>
<context>
    <name>EsdStatisticsPanel</name>
    <message>
        <source>n/a (%1)</source>
        <translation>k. A. (%1)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>FigureText</name>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
</context>
<context>
    <name>Gui</name>
    <message>
        <source>EventScope: annotation, adjudication and error analysis for event-centric NLP datasets.
Commands without a display: import, report, export (eventscope import --help).</source>
        <translation>EventScope: Annotation, Adjudikation und Fehleranalyse für ereigniszentrierte NLP-Datensätze.
Befehle ohne Bildschirm: import, report, export (eventscope import --help).</translation>
    </message>
    <message>
        <source>Sign in as NAME without asking.</source>
        <translation>Ohne Nachfrage als NAME anmelden.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>EventScope</source>
        <translation>EventScope</translation>
    </message>
    <message>
        <source>The project to open: a file, or a PostgreSQL database (postgresql://USER@HOST:PORT/DB).</source>
        <translation>Das zu öffnende Projekt: eine Datei oder eine PostgreSQL-Datenbank (postgresql://BENUTZER@HOST:PORT/DB).</translation>
    </message>
    <message>
        <source>PROJECT</source>
        <translation>PROJEKT</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>ESD pairs, labels and model scores (JSON Lines)</source>
        <translation>ESD-Paare, Labels und Modell-Scores (JSON Lines)</translation>
    </message>
    <message>
        <source>an ESTER split: questions with gold or a person&apos;s answers</source>
        <translation>ein ESTER-Split: Fragen mit Gold-Antworten oder denen einer Person</translation>
    </message>
    <message>
        <source>a model&apos;s ESTER predictions</source>
        <translation>ESTER-Vorhersagen eines Modells</translation>
    </message>
    <message>
        <source>OpenPI procedures, with salience</source>
        <translation>OpenPI-Prozeduren, mit Salienz</translation>
    </message>
    <message>
        <source>an OpenPI clustering by a person or a model</source>
        <translation>eine OpenPI-Clusterung einer Person oder eines Modells</translation>
    </message>
    <message>
        <source>hand-made OpenPI gold clusters</source>
        <translation>handgemachte OpenPI-Gold-Cluster</translation>
    </message>
    <message>
        <source>not recognised: choose the format</source>
        <translation>nicht erkannt: Format wählen</translation>
    </message>
    <message>
        <source>the Annotator field</source>
        <translation>Feld „Annotator“</translation>
    </message>
    <message>
        <source>the Model field</source>
        <translation>Feld „Modell“</translation>
    </message>
    <message>
        <source>the Split field</source>
        <translation>Feld „Split“</translation>
    </message>
    <message>
        <source>an OpenPI attribute clustering by a person or a model</source>
        <translation>eine OpenPI-Attributclusterung einer Person oder eines Modells</translation>
    </message>
    <message>
        <source>hand-made OpenPI gold attribute clusters</source>
        <translation>handgemachte OpenPI-Gold-Attributcluster</translation>
    </message>
    <message>
        <source>a model&apos;s predicted OpenPI schemata</source>
        <translation>vorhergesagte OpenPI-Schemata eines Modells</translation>
    </message>
    <message>
        <source>a person&apos;s error analysis of a model&apos;s predicted OpenPI schemata</source>
        <translation>die Fehleranalyse einer Person zu den vorhergesagten OpenPI-Schemata eines Modells</translation>
    </message>
    <message>
        <source>a person&apos;s judgements of the generated paraphrases of OpenPI clusters</source>
        <translation>Urteile einer Person über die generierten Paraphrasen von OpenPI-Clustern</translation>
    </message>
    <message>
        <source>OpenPI states: a model&apos;s predictions, a person&apos;s own, or the gold they are scored against</source>
        <translation>OpenPI-Zustände: Vorhersagen eines Modells, die eigenen einer Person oder das Gold, an dem sie gemessen werden</translation>
    </message>
</context>
<context>
    <name>ImportSummary</name>
    <message numerus="yes">
        <source>%n pair(s)</source>
        <translation>
            <numerusform>%n Paar</numerusform>
            <numerusform>%n Paare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n label(s)</source>
        <translation>
            <numerusform>%n Label</numerusform>
            <numerusform>%n Labels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n score(s)</source>
        <translation>
            <numerusform>%n Score</numerusform>
            <numerusform>%n Scores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n model(s)</source>
        <translation>
            <numerusform>%n Modell</numerusform>
            <numerusform>%n Modelle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n person(s)</source>
        <translation>
            <numerusform>%n Person</numerusform>
            <numerusform>%n Personen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n Frage</numerusform>
            <numerusform>%n Fragen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer set(s)</source>
        <translation>
            <numerusform>%n Antwortmenge</numerusform>
            <numerusform>%n Antwortmengen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n procedure(s)</source>
        <translation>
            <numerusform>%n Prozedur</numerusform>
            <numerusform>%n Prozeduren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entit(y/ies)</source>
        <translation>
            <numerusform>%n Entität</numerusform>
            <numerusform>%n Entitäten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n salience rating(s)</source>
        <translation>
            <numerusform>%n Salienzbewertung</numerusform>
            <numerusform>%n Salienzbewertungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clustering(s)</source>
        <translation>
            <numerusform>%n Clusterung</numerusform>
            <numerusform>%n Clusterungen</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>added %1</source>
        <translation>%1 hinzugefügt</translation>
    </message>
    <message>
        <source>changed %1</source>
        <translation>%1 geändert</translation>
    </message>
    <message>
        <source>nothing new</source>
        <translation>nichts Neues</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s): </source>
        <translation>
            <numerusform>%n Datei: </numerusform>
            <numerusform>%n Dateien: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n released answer(s) longer than 12 words (kept; the limit applies to new answers)</source>
        <translation>
            <numerusform>%1: %n veröffentlichte Antwort länger als 12 Wörter (übernommen; die Grenze gilt für neue Antworten)</numerusform>
            <numerusform>%1: %n veröffentlichte Antworten länger als 12 Wörter (übernommen; die Grenze gilt für neue Antworten)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n salience value(s) not an integer 0-5, counted as 0</source>
        <translation>
            <numerusform>%1: %n Salienzwert keine ganze Zahl 0-5, als 0 gezählt</numerusform>
            <numerusform>%1: %n Salienzwerte keine ganzen Zahlen 0-5, als 0 gezählt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n procedure(s)&apos; schemata or states</source>
        <translation>
            <numerusform>Schemata oder Zustände zu %n Prozedur</numerusform>
            <numerusform>Schemata oder Zustände zu %n Prozeduren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n procedure(s)&apos; error analyses</source>
        <translation>
            <numerusform>Fehleranalyse zu %n Prozedur</numerusform>
            <numerusform>Fehleranalysen zu %n Prozeduren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n procedure(s)&apos; judgements of paraphrases</source>
        <translation>
            <numerusform>Urteile über Paraphrasen zu %n Prozedur</numerusform>
            <numerusform>Urteile über Paraphrasen zu %n Prozeduren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n procedure(s) rated 0 throughout taken as not rated, their ratings skipped</source>
        <translation>
            <numerusform>%1: %n durchgehend mit 0 bewertete Prozedur als unbewertet genommen, ihre Bewertungen übersprungen</numerusform>
            <numerusform>%1: %n durchgehend mit 0 bewertete Prozeduren als unbewertet genommen, ihre Bewertungen übersprungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n procedure(s) keep their hand-made gold clusters, which the file&apos;s would have replaced</source>
        <translation>
            <numerusform>%1: %n Prozedur behält ihre handgemachten Gold-Cluster, die die der Datei ersetzt hätten</numerusform>
            <numerusform>%1: %n Prozeduren behalten ihre handgemachten Gold-Cluster, die die der Datei ersetzt hätten</numerusform>
        </translation>
    </message>
    <message>
        <source>an annotator&apos;s name</source>
        <translation>den Namen der annotierenden Person</translation>
    </message>
    <message>
        <source>a model&apos;s name</source>
        <translation>den Namen eines Modells</translation>
    </message>
    <message>
        <source>the split they answer</source>
        <translation>den Split, den sie beantworten</translation>
    </message>
    <message>
        <source>annotator</source>
        <translation>Annotator</translation>
    </message>
    <message>
        <source>model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>.</source>
        <translation>.</translation>
    </message>
    <message>
        <source>%1: give %2 or %3, not both%4</source>
        <translation>%1: %2 oder %3 angeben, nicht beides%4</translation>
    </message>
    <message>
        <source>%1 is an ESTER split: it takes no %2 (that is for prediction files)%3</source>
        <translation>%1 ist ein ESTER-Split: er nimmt kein %2 (das gilt für Vorhersagedateien)%3</translation>
    </message>
    <message>
        <source>%1 holds ESTER predictions: give %2 and %3%4</source>
        <translation>%1 enthält ESTER-Vorhersagen: %2 und %3 angeben%4</translation>
    </message>
    <message>
        <source>%1 holds an OpenPI clustering: give %2 or %3%4</source>
        <translation>%1 enthält ein OpenPI-Clustering: %2 oder %3 angeben%4</translation>
    </message>
    <message>
        <source>%1 holds hand-made gold clusters: they take no %2 or %3%4</source>
        <translation>%1 enthält handgemachte Gold-Cluster: sie nehmen kein %2 und kein %3%4</translation>
    </message>
    <message>
        <source>%1 holds predicted OpenPI schemata: give %2%3</source>
        <translation>%1 enthält vorhergesagte OpenPI-Schemata: %2 angeben%3</translation>
    </message>
    <message>
        <source>%1 holds an error analysis of predicted OpenPI schemata: give %2 (who analysed) and %3 (whose schemata)%4</source>
        <translation>%1 enthält eine Fehleranalyse vorhergesagter OpenPI-Schemata: %2 (wer analysiert hat) und %3 (wessen Schemata) angeben%4</translation>
    </message>
    <message>
        <source>%1 holds judgements of generated OpenPI paraphrases: give %2 (who judged) and no %3%4</source>
        <translation>%1 enthält Urteile über generierte OpenPI-Paraphrasen: %2 (wer geurteilt hat) und kein %3 angeben%4</translation>
    </message>
    <message>
        <source>%1 holds labels without a name: give %2%3</source>
        <translation>%1 enthält Labels ohne Namen: %2 angeben%3</translation>
    </message>
    <message>
        <source>%1 holds model scores that name no model: give %2%3</source>
        <translation>%1 enthält Modellwerte, die kein Modell nennen: %2 angeben%3</translation>
    </message>
    <message>
        <source>ESD JSON Lines, ESTER or OpenPI JSON (%1);;All files (*)</source>
        <translation>ESD-JSON-Lines, ESTER- oder OpenPI-JSON (%1);;Alle Dateien (*)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n passage(s) of split &quot;%2&quot; also in other splits (imported; ESTER keeps training and evaluation passages apart): %3</source>
        <translation>
            <numerusform>%1: %n Passage des Splits „%2“ steht auch in anderen Splits (importiert; ESTER hält Trainings- und Evaluationspassagen getrennt): %3</numerusform>
            <numerusform>%1: %n Passagen des Splits „%2“ stehen auch in anderen Splits (importiert; ESTER hält Trainings- und Evaluationspassagen getrennt): %3</numerusform>
        </translation>
    </message>
    <message>
        <source>passage %1 &quot;%2&quot; (also in %3)</source>
        <translation>Passage %1 „%2“ (auch in %3)</translation>
    </message>
    <message numerus="yes">
        <source>; and %n more</source>
        <translation>
            <numerusform>; und %n weitere</numerusform>
            <numerusform>; und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>%1: a seed names one run of a model&apos;s predictions: give %2%3</source>
        <translation>%1: Ein Seed benennt einen Lauf der Vorhersagen eines Modells: %2 angeben%3</translation>
    </message>
    <message>
        <source>%1: only ESTER predictions are kept as a model&apos;s runs over seeds: give no %2%3</source>
        <translation>%1: Nur ESTER-Vorhersagen werden als Läufe eines Modells über Seeds gespeichert: kein %2 angeben%3</translation>
    </message>
</context>
<context>
    <name>ModelErrorsView</name>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
</context>
<context>
    <name>QaChecks</name>
    <message>
        <source>Answer %1</source>
        <translation>Antwort %1</translation>
    </message>
    <message>
        <source>%1 cuts a word in two.</source>
        <translation>%1 schneidet ein Wort entzwei.</translation>
    </message>
    <message>
        <source>%1 contains no highlighted event trigger.</source>
        <translation>%1 enthält keinen hervorgehobenen Ereignis-Trigger.</translation>
    </message>
    <message>
        <source>The question mentions a trigger only in another form (%1).</source>
        <translation>Die Frage nennt einen Trigger nur in anderer Form (%1).</translation>
    </message>
    <message>
        <source>Write the question.</source>
        <translation>Schreiben Sie die Frage.</translation>
    </message>
    <message>
        <source>Choose the relation type (keys 1-5).</source>
        <translation>Wählen Sie den Relationstyp (Tasten 1–5).</translation>
    </message>
    <message>
        <source>Select at least one answer span in the passage.</source>
        <translation>Markieren Sie mindestens eine Antwortspanne in der Passage.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n word(s); answers have 1 to 12.</source>
        <translation>
            <numerusform>%1 hat %n Wort; Antworten haben 1 bis 12.</numerusform>
            <numerusform>%1 hat %n Wörter; Antworten haben 1 bis 12.</numerusform>
        </translation>
    </message>
    <message>
        <source>The question mentions no highlighted trigger.</source>
        <translation>Die Frage nennt keinen hervorgehobenen Trigger.</translation>
    </message>
</context>
<context>
    <name>ReadableTime</name>
    <message>
        <source>just now</source>
        <translation>gerade eben</translation>
    </message>
    <message>
        <source>today at %1</source>
        <translation>heute um %1</translation>
    </message>
    <message>
        <source>yesterday at %1</source>
        <translation>gestern um %1</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 um %2</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) ago</source>
        <translation>
            <numerusform>vor %n Minute</numerusform>
            <numerusform>vor %n Minuten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>n/a (%1)</source>
        <translation>k. A. (%1)</translation>
    </message>
    <message>
        <source>ESD: essential step detection</source>
        <translation>ESD: Erkennung wesentlicher Schritte</translation>
    </message>
    <message>
        <source>Goals</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paare</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>Invalid</source>
        <translation>Ungültig</translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation>Unvollständig</translation>
    </message>
    <message>
        <source>Gold essential</source>
        <translation>Gold wesentlich</translation>
    </message>
    <message>
        <source>Gold non-essential</source>
        <translation>Gold nicht wesentlich</translation>
    </message>
    <message>
        <source>Tied (no gold)</source>
        <translation>Gleichstand (kein Gold)</translation>
    </message>
    <message>
        <source>Annotators</source>
        <translation>Annotatoren</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Agreement over kept pairs</source>
        <translation>Übereinstimmung über behaltene Paare</translation>
    </message>
    <message>
        <source>Fleiss&apos; kappa</source>
        <translation>Fleiss’ Kappa</translation>
    </message>
    <message>
        <source>Percent agreement</source>
        <translation>Prozentuale Übereinstimmung</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s alpha</source>
        <translation>Krippendorffs Alpha</translation>
    </message>
    <message>
        <source>Cohen&apos;s kappa %1 / %2</source>
        <translation>Cohens Kappa %1 / %2</translation>
    </message>
    <message>
        <source>Each annotator against the majority of the others</source>
        <translation>Jede Annotatorin gegen die Mehrheit der anderen</translation>
    </message>
    <message>
        <source>%1  (n = %2)</source>
        <translation>%1  (n = %2)</translation>
    </message>
    <message>
        <source>Models: AUROC against the majority gold</source>
        <translation>Modelle: AUROC gegen das Mehrheits-Gold</translation>
    </message>
    <message>
        <source>no model scores</source>
        <translation>keine Modell-Scores</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>Einstellung</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>AUROC</source>
        <translation>AUROC</translation>
    </message>
    <message>
        <source>causal</source>
        <translation>kausal</translation>
    </message>
    <message>
        <source>conditional</source>
        <translation>konditional</translation>
    </message>
    <message>
        <source>counterfactual</source>
        <translation>kontrafaktisch</translation>
    </message>
    <message>
        <source>sub-event</source>
        <translation>Unterereignis</translation>
    </message>
    <message>
        <source>coreference</source>
        <translation>Koreferenz</translation>
    </message>
    <message>
        <source>ESTER: event semantic relation QA</source>
        <translation>ESTER: QA zu semantischen Ereignisrelationen</translation>
    </message>
    <message>
        <source>Passages</source>
        <translation>Passagen</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>With gold answers</source>
        <translation>Mit Gold-Antworten</translation>
    </message>
    <message>
        <source>Models against gold (token F1 / HIT@1 / EM)</source>
        <translation>Modelle gegen Gold (Token-F1 / HIT@1 / EM)</translation>
    </message>
    <message>
        <source>%1 on %2 (n = %3)</source>
        <translation>%1 auf %2 (n = %3)</translation>
    </message>
    <message>
        <source>%1 (n = %2)</source>
        <translation>%1 (n = %2)</translation>
    </message>
    <message>
        <source>no model predictions</source>
        <translation>keine Modellvorhersagen</translation>
    </message>
    <message>
        <source>Agreement between annotators (token F1 / EM)</source>
        <translation>Übereinstimmung der Annotatoren (Token-F1 / EM)</translation>
    </message>
    <message>
        <source>%1 / %2 (n = %3)</source>
        <translation>%1 / %2 (n = %3)</translation>
    </message>
    <message>
        <source>Relation type Fleiss&apos; kappa</source>
        <translation>Fleiss’ Kappa der Relationstypen</translation>
    </message>
    <message>
        <source>Answers per question</source>
        <translation>Antworten pro Frage</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>McNemar&apos;s exact test between models</source>
        <translation>Exakter McNemar-Test zwischen Modellen</translation>
    </message>
    <message>
        <source>%1 / %2, %3</source>
        <translation>%1 / %2, %3</translation>
    </message>
    <message>
        <source>EM</source>
        <translation>EM</translation>
    </message>
    <message>
        <source>HIT@1</source>
        <translation>HIT@1</translation>
    </message>
    <message>
        <source>n01 = %1, n10 = %2, p = %3</source>
        <translation>n01 = %1, n10 = %2, p = %3</translation>
    </message>
    <message>
        <source>%1 (model)</source>
        <translation>%1 (Modell)</translation>
    </message>
    <message>
        <source>OpenPI 2.0: entity states, salience and clusters</source>
        <translation>OpenPI 2.0: Entitätszustände, Salienz und Cluster</translation>
    </message>
    <message>
        <source>Procedures</source>
        <translation>Prozeduren</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>Entitäten</translation>
    </message>
    <message>
        <source>Salience agreement, mean Pearson&apos;s r over procedures (global / local)</source>
        <translation>Salienz-Übereinstimmung, mittleres Pearson-r über Prozeduren (global / lokal)</translation>
    </message>
    <message>
        <source>fewer than two raters with salience</source>
        <translation>weniger als zwei Bewertende mit Salienz</translation>
    </message>
    <message>
        <source>(undefined r skipped: %1 global, %2 local)</source>
        <translation>(undefiniertes r übersprungen: %1 global, %2 lokal)</translation>
    </message>
    <message>
        <source>%1 / %2 (%3 procedures)</source>
        <translation>%1 / %2 (%3 Prozeduren)</translation>
    </message>
    <message>
        <source>Spearman</source>
        <translation>Spearman</translation>
    </message>
    <message>
        <source>Clusters against gold (precision / recall / F1)</source>
        <translation>Cluster gegen Gold (Precision / Recall / F1)</translation>
    </message>
    <message>
        <source>no clusterings besides gold</source>
        <translation>keine Clusterungen außer Gold</translation>
    </message>
    <message>
        <source>%1, %2 clusters (%3 procedures)</source>
        <translation>%1, %2-Cluster (%3 Prozeduren)</translation>
    </message>
    <message>
        <source>entity</source>
        <translation>Entitäts</translation>
    </message>
    <message>
        <source>attribute</source>
        <translation>Attribut</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>95% CI</source>
        <translation>95-%-KI</translation>
    </message>
    <message>
        <source>Causal</source>
        <translation>Kausal</translation>
    </message>
    <message>
        <source>Conditional</source>
        <translation>Konditional</translation>
    </message>
    <message>
        <source>Counterfactual</source>
        <translation>Kontrafaktisch</translation>
    </message>
    <message>
        <source>Sub-event</source>
        <translation>Unterereignis</translation>
    </message>
    <message>
        <source>Coreference</source>
        <translation>Koreferenz</translation>
    </message>
    <message>
        <source>The project holds no data for this report yet.</source>
        <translation>Das Projekt enthält noch keine Daten für diesen Bericht.</translation>
    </message>
    <message>
        <source>EventScope report: %1</source>
        <translation>EventScope-Bericht: %1</translation>
    </message>
    <message>
        <source>en</source>
        <translation>de</translation>
    </message>
    <message>
        <source>Generated %1.</source>
        <translation>Erstellt am %1.</translation>
    </message>
    <message>
        <source>Everyone&apos;s labels, answers, ratings and clusters.</source>
        <translation>Labels, Antworten, Bewertungen und Cluster aller Personen.</translation>
    </message>
    <message>
        <source>The blind view of %1: their own work and the models&apos; only.</source>
        <translation>Die blinde Sicht von %1: nur die eigene Arbeit und die der Modelle.</translation>
    </message>
    <message>
        <source>Intervals are 95% percentile bootstrap intervals over %1 resamples, seed %2.</source>
        <translation>Die Intervalle sind 95-%-Perzentil-Bootstrap-Intervalle über %1 Stichproben, Seed %2.</translation>
    </message>
    <message>
        <source>No confidence intervals (bootstrap resamples set to 0).</source>
        <translation>Keine Konfidenzintervalle (Bootstrap-Stichproben auf 0 gesetzt).</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Adjudicated</source>
        <translation>Adjudiziert</translation>
    </message>
    <message>
        <source>Adjudicated invalid</source>
        <translation>Als ungültig adjudiziert</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>Anzahlen</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>Annotator</translation>
    </message>
    <message>
        <source>Cohen&apos;s kappa</source>
        <translation>Cohens Kappa</translation>
    </message>
    <message>
        <source>Cohen&apos;s kappa between annotators</source>
        <translation>Cohens Kappa zwischen Annotatoren</translation>
    </message>
    <message>
        <source>Heat map of Cohen&apos;s kappa for every pair of annotators</source>
        <translation>Heatmap von Cohens Kappa für jedes Paar von Annotatoren</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Accuracy</translation>
    </message>
    <message>
        <source>Agreement with gold in labelling order</source>
        <translation>Übereinstimmung mit Gold in der Reihenfolge des Labelns</translation>
    </message>
    <message>
        <source>Labels given, in the order given</source>
        <translation>Vergebene Labels, in der Reihenfolge der Vergabe</translation>
    </message>
    <message>
        <source>Agreement with gold</source>
        <translation>Übereinstimmung mit Gold</translation>
    </message>
    <message>
        <source>Line chart of each annotator&apos;s agreement with gold</source>
        <translation>Liniendiagramm der Übereinstimmung jedes Annotators mit Gold</translation>
    </message>
    <message>
        <source>Each point is the share of %1 consecutive labels on pairs with gold that equal the gold, drawn at the block&apos;s last label.</source>
        <translation>Jeder Punkt ist der Anteil von %1 aufeinanderfolgenden Labels auf Paaren mit Gold, die dem Gold entsprechen, eingezeichnet beim letzten Label des Blocks.</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Familie</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Higher score means</source>
        <translation>Höherer Score bedeutet</translation>
    </message>
    <message>
        <source>Essential</source>
        <translation>Wesentlich</translation>
    </message>
    <message>
        <source>Non-essential</source>
        <translation>Nicht wesentlich</translation>
    </message>
    <message>
        <source>AUROC by model</source>
        <translation>AUROC nach Modell</translation>
    </message>
    <message>
        <source>Full (goal + modifier)</source>
        <translation>Full (Ziel + Methode)</translation>
    </message>
    <message>
        <source>Core (goal only)</source>
        <translation>Core (nur Ziel)</translation>
    </message>
    <message>
        <source>Core</source>
        <translation>Core</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Full</translation>
    </message>
    <message>
        <source>non-essential</source>
        <translation>nicht wesentlich</translation>
    </message>
    <message>
        <source>essential</source>
        <translation>wesentlich</translation>
    </message>
    <message>
        <source>Bar chart of each model&apos;s AUROC with its 95% interval</source>
        <translation>Balkendiagramm des AUROC jedes Modells mit seinem 95-%-Intervall</translation>
    </message>
    <message>
        <source>ROC curves</source>
        <translation>ROC-Kurven</translation>
    </message>
    <message>
        <source>False positive rate</source>
        <translation>Falsch-Positiv-Rate</translation>
    </message>
    <message>
        <source>True positive rate</source>
        <translation>Richtig-Positiv-Rate</translation>
    </message>
    <message>
        <source>Each model&apos;s ROC curve</source>
        <translation>ROC-Kurve jedes Modells</translation>
    </message>
    <message>
        <source>Relation type</source>
        <translation>Relationstyp</translation>
    </message>
    <message>
        <source>Questions by relation type</source>
        <translation>Fragen nach Relationstyp</translation>
    </message>
    <message>
        <source>questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Bar chart of the questions of each relation type</source>
        <translation>Balkendiagramm der Fragen je Relationstyp</translation>
    </message>
    <message>
        <source>Token F1</source>
        <translation>Token-F1</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Split</translation>
    </message>
    <message>
        <source>Models against gold</source>
        <translation>Modelle gegen Gold</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Token F1 by relation type</source>
        <translation>Token-F1 nach Relationstyp</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Raters</source>
        <translation>Bewertende</translation>
    </message>
    <message>
        <source>Rater</source>
        <translation>Bewerter</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>n01</source>
        <translation>n01</translation>
    </message>
    <message>
        <source>n10</source>
        <translation>n10</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <source>Global r</source>
        <translation>r global</translation>
    </message>
    <message>
        <source>Local r</source>
        <translation>r lokal</translation>
    </message>
    <message>
        <source>Global Spearman</source>
        <translation>Spearman global</translation>
    </message>
    <message>
        <source>Local Spearman</source>
        <translation>Spearman lokal</translation>
    </message>
    <message>
        <source>Undefined global</source>
        <translation>Undefiniert global</translation>
    </message>
    <message>
        <source>Undefined local</source>
        <translation>Undefiniert lokal</translation>
    </message>
    <message>
        <source>Salience agreement (Pearson&apos;s r)</source>
        <translation>Salienz-Übereinstimmung (Pearson-r)</translation>
    </message>
    <message>
        <source>Pearson&apos;s r</source>
        <translation>Pearson-r</translation>
    </message>
    <message>
        <source>global</source>
        <translation>global</translation>
    </message>
    <message>
        <source>local</source>
        <translation>lokal</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Bar chart of each rater pair&apos;s mean Pearson&apos;s r with 95% intervals</source>
        <translation>Balkendiagramm des mittleren Pearson-r jedes Bewerterpaars mit 95-%-Intervallen</translation>
    </message>
    <message>
        <source>Pearson&apos;s r, the %1 procedures where %2 agree least</source>
        <translation>Pearson-r, die %1 Prozeduren, in denen %2 am wenigsten übereinstimmen</translation>
    </message>
    <message>
        <source>Procedure</source>
        <translation>Prozedur</translation>
    </message>
    <message>
        <source>Procedures with the least agreement</source>
        <translation>Prozeduren mit der geringsten Übereinstimmung</translation>
    </message>
    <message>
        <source>Bar chart of the procedures with the lowest Pearson&apos;s r</source>
        <translation>Balkendiagramm der Prozeduren mit dem niedrigsten Pearson-r</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precision</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>Recall</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Gold clusters</source>
        <translation>Gold-Cluster</translation>
    </message>
    <message>
        <source>Predicted clusters</source>
        <translation>Vorhergesagte Cluster</translation>
    </message>
    <message>
        <source>Correctly predicted</source>
        <translation>Richtig vorhergesagt</translation>
    </message>
    <message>
        <source>Gold found</source>
        <translation>Gold gefunden</translation>
    </message>
    <message>
        <source>Clusters against gold</source>
        <translation>Cluster gegen Gold</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Bar chart of each clustering&apos;s precision, recall and F1</source>
        <translation>Balkendiagramm von Precision, Recall und F1 jeder Clusterung</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>Global salience ratings</source>
        <translation>Globale Salienzbewertungen</translation>
    </message>
    <message>
        <source>Per-step salience ratings</source>
        <translation>Salienzbewertungen je Schritt</translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation>Bewertungen</translation>
    </message>
    <message>
        <source>Bar chart of how often each salience rating was given</source>
        <translation>Balkendiagramm, wie oft jede Salienzbewertung vergeben wurde</translation>
    </message>
    <message>
        <source>Salience ratings given</source>
        <translation>Vergebene Salienzbewertungen</translation>
    </message>
    <message>
        <source>varies</source>
        <translation>unterschiedlich</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Gremien</translation>
    </message>
    <message>
        <source>assigned, %1 per pair</source>
        <translation>zugeteilt, %1 je Paar</translation>
    </message>
    <message>
        <source>implicit: each pair&apos;s first %1 labellers</source>
        <translation>implizit: die ersten %1 Labelnden jedes Paars</translation>
    </message>
    <message>
        <source>everyone</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Human (%1)</source>
        <translation>Mensch (%1)</translation>
    </message>
    <message>
        <source>Human (%1) (n = %2)</source>
        <translation>Mensch (%1) (n = %2)</translation>
    </message>
    <message>
        <source>Tokens per question and answer by relation type</source>
        <translation>Tokens pro Frage und Antwort nach Relationstyp</translation>
    </message>
    <message>
        <source>%1 a question (%2), %3 an answer (%4)</source>
        <translation>%1 je Frage (%2), %3 je Antwort (%4)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>no reason given %1</source>
        <translation>keine Begründung %1</translation>
    </message>
    <message>
        <source>Worker validation (writers below %1% marked)</source>
        <translation>Worker-Validierung (Verfasser unter %1 % markiert)</translation>
    </message>
    <message>
        <source>Reviews counted</source>
        <translation>Gezählte Prüfungen</translation>
    </message>
    <message>
        <source>%1 (%2 invalid; %3 by the question&apos;s own writer left out)</source>
        <translation>%1 (%2 ungültig; %3 Prüfungen durch den Verfasser der Frage selbst nicht gezählt)</translation>
    </message>
    <message>
        <source>Invalid reasons</source>
        <translation>Ungültigkeitsgründe</translation>
    </message>
    <message>
        <source>Questions without a writer</source>
        <translation>Fragen ohne Verfasser</translation>
    </message>
    <message>
        <source>questions %1, none reviewed</source>
        <translation>Fragen %1, keine geprüft</translation>
    </message>
    <message>
        <source>questions %1, validity %2 (%3 of %4 reviewed valid)</source>
        <translation>Fragen %1, Gültigkeit %2 (%3 von %4 geprüften gültig)</translation>
    </message>
    <message>
        <source>BELOW %1%</source>
        <translation>UNTER %1 %</translation>
    </message>
    <message>
        <source>Predicted schemata against the released clusters, F1 (entity / attribute)</source>
        <translation>Vorhergesagte Schemata gegen die veröffentlichten Cluster, F1 (Entität / Attribut)</translation>
    </message>
    <message>
        <source>%1 %2 (%3 procedures)</source>
        <translation>%1 %2 (%3 Prozeduren)</translation>
    </message>
    <message>
        <source>with expansion</source>
        <translation>mit Erweiterung</translation>
    </message>
    <message>
        <source>without expansion</source>
        <translation>ohne Erweiterung</translation>
    </message>
    <message>
        <source>global %1 / %2, local %3 / %4</source>
        <translation>global %1 / %2, lokal %3 / %4</translation>
    </message>
    <message>
        <source>Predicted states, exact match of before and after</source>
        <translation>Vorhergesagte Zustände, exakte Übereinstimmung von vorher und nachher</translation>
    </message>
    <message>
        <source>%1 (%2 changes)</source>
        <translation>%1 (%2 Änderungen)</translation>
    </message>
    <message>
        <source>%1 (%2 found no gold change)</source>
        <translation>%1 (%2 ohne passende Gold-Änderung)</translation>
    </message>
    <message>
        <source>Errors in predicted schemata (correct / no change / nonsense; missed)</source>
        <translation>Fehler in vorhergesagten Schemata (korrekt / keine Änderung / Unsinn; verfehlt)</translation>
    </message>
    <message>
        <source>%1 by %2 (%3 of %4 pairs labelled)</source>
        <translation>%1, analysiert von %2 (%3 von %4 Paaren gelabelt)</translation>
    </message>
    <message>
        <source>Generated paraphrases judged correct</source>
        <translation>Als korrekt beurteilte generierte Paraphrasen</translation>
    </message>
    <message>
        <source>%1, %2 paraphrases (%3 of %4 judged)</source>
        <translation>%1, %2-Paraphrasen (%3 von %4 beurteilt)</translation>
    </message>
    <message>
        <source>Bar chart of each model&apos;s and person&apos;s token F1, HIT@1 and EM with 95% intervals</source>
        <translation>Balkendiagramm von Token-F1, HIT@1 und EM jedes Modells und jeder Person mit 95-%-Intervallen</translation>
    </message>
    <message>
        <source>Bar chart of each model&apos;s and person&apos;s token F1 per relation type</source>
        <translation>Balkendiagramm des Token-F1 jedes Modells und jeder Person je Relationstyp</translation>
    </message>
    <message>
        <source>No reason given</source>
        <translation>Keine Begründung</translation>
    </message>
    <message>
        <source>Worker validation</source>
        <translation>Worker-Validierung</translation>
    </message>
    <message>
        <source>%1% threshold</source>
        <translation>%1-%-Schwelle</translation>
    </message>
    <message>
        <source>A writer is whoever wrote a question: its author in EventScope, or the worker its released record names. Their validity is the share of their questions someone else reviewed that the reviews judge valid (more valid than invalid reviews); the ESTER authors let writers below %1% go. %2 questions name no writer.</source>
        <translation>Verfasser ist, wer eine Frage geschrieben hat: ihr Autor in EventScope oder der Crowdworker, den ihr veröffentlichter Datensatz nennt. Die Gültigkeit ist der Anteil der von anderen geprüften Fragen eines Verfassers, die die Prüfungen als gültig beurteilen (mehr gültige als ungültige Prüfungen); die ESTER-Autoren haben sich von Verfassern unter %1 % getrennt. %2 Fragen nennen keinen Verfasser.</translation>
    </message>
    <message>
        <source>no question names its writer</source>
        <translation>keine Frage nennt ihren Verfasser</translation>
    </message>
    <message>
        <source>Writer</source>
        <translation>Verfasser</translation>
    </message>
    <message>
        <source>Reviewed</source>
        <translation>Geprüft</translation>
    </message>
    <message>
        <source>Valid</source>
        <translation>Gültig</translation>
    </message>
    <message>
        <source>Validity</source>
        <translation>Gültigkeit</translation>
    </message>
    <message>
        <source>Below the threshold</source>
        <translation>Unter der Schwelle</translation>
    </message>
    <message>
        <source>QA validity by writer</source>
        <translation>QA-Gültigkeit nach Verfasser</translation>
    </message>
    <message>
        <source>at or above the threshold</source>
        <translation>auf oder über der Schwelle</translation>
    </message>
    <message>
        <source>below the threshold</source>
        <translation>unter der Schwelle</translation>
    </message>
    <message>
        <source>Questions per writer</source>
        <translation>Fragen je Verfasser</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>Bar chart of each writer&apos;s QA validity with the %1 line</source>
        <translation>Balkendiagramm der QA-Gültigkeit jedes Verfassers mit der Linie der %1</translation>
    </message>
    <message>
        <source>Writers below the line are drawn in the second colour.</source>
        <translation>Verfasser unter der Linie sind in der zweiten Farbe gezeichnet.</translation>
    </message>
    <message>
        <source>all reviews</source>
        <translation>alle Prüfungen</translation>
    </message>
    <message>
        <source>Why questions were invalid (invalid reviews)</source>
        <translation>Warum Fragen ungültig waren (Prüfungen mit dem Urteil „ungültig“)</translation>
    </message>
    <message>
        <source>Bar chart of how many questions each writer wrote</source>
        <translation>Balkendiagramm, wie viele Fragen jeder Verfasser geschrieben hat</translation>
    </message>
    <message>
        <source>Tokens as the ESTER evaluation makes them: lowercased, punctuation removed, split on single spaces. Answers are the gold answers.</source>
        <translation>Tokens so, wie die ESTER-Evaluation sie bildet: kleingeschrieben, ohne Satzzeichen, an einzelnen Leerzeichen getrennt. Antworten sind die Gold-Antworten.</translation>
    </message>
    <message>
        <source>Tokens a question</source>
        <translation>Tokens je Frage</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>Tokens an answer</source>
        <translation>Tokens je Antwort</translation>
    </message>
    <message>
        <source>Tokens by relation type</source>
        <translation>Tokens nach Relationstyp</translation>
    </message>
    <message>
        <source>Mean tokens</source>
        <translation>Mittlere Tokenzahl</translation>
    </message>
    <message>
        <source>a question</source>
        <translation>je Frage</translation>
    </message>
    <message>
        <source>an answer</source>
        <translation>je Antwort</translation>
    </message>
    <message>
        <source>Bar chart of mean tokens a question and an answer by relation type</source>
        <translation>Balkendiagramm der mittleren Tokenzahl je Frage und je Antwort nach Relationstyp</translation>
    </message>
    <message>
        <source>Wrong relation type</source>
        <translation>Falscher Relationstyp</translation>
    </message>
    <message>
        <source>Not about an event</source>
        <translation>Nicht über ein Ereignis</translation>
    </message>
    <message>
        <source>Ungrammatical or unclear</source>
        <translation>Ungrammatisch oder unklar</translation>
    </message>
    <message>
        <source>Wrong answer</source>
        <translation>Falsche Antwort</translation>
    </message>
    <message>
        <source>Answers incomplete</source>
        <translation>Antworten unvollständig</translation>
    </message>
    <message>
        <source>Answer not a whole event</source>
        <translation>Antwort kein ganzes Ereignis</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <source>Predicted schemata against the released clusters</source>
        <translation>Vorhergesagte Schemata gegen die veröffentlichten Cluster</translation>
    </message>
    <message>
        <source>Expansion</source>
        <translation>Erweiterung</translation>
    </message>
    <message>
        <source>Entity P</source>
        <translation>Entitäts-P</translation>
    </message>
    <message>
        <source>Entity R</source>
        <translation>Entitäts-R</translation>
    </message>
    <message>
        <source>Entity F1</source>
        <translation>Entitäts-F1</translation>
    </message>
    <message>
        <source>Attribute P</source>
        <translation>Attribut-P</translation>
    </message>
    <message>
        <source>Attribute R</source>
        <translation>Attribut-R</translation>
    </message>
    <message>
        <source>Attribute F1</source>
        <translation>Attribut-F1</translation>
    </message>
    <message>
        <source>Local entity F1</source>
        <translation>Entitäts-F1 lokal</translation>
    </message>
    <message>
        <source>Local attribute F1</source>
        <translation>Attribut-F1 lokal</translation>
    </message>
    <message>
        <source>Predicted schemata, F1 (OpenPI 2.0 Table 3)</source>
        <translation>Vorhergesagte Schemata, F1 (OpenPI 2.0, Tabelle 3)</translation>
    </message>
    <message>
        <source>entities</source>
        <translation>Entitäten</translation>
    </message>
    <message>
        <source>attributes</source>
        <translation>Attribute</translation>
    </message>
    <message>
        <source>entities, per step</source>
        <translation>Entitäten, je Schritt</translation>
    </message>
    <message>
        <source>attributes, per step</source>
        <translation>Attribute, je Schritt</translation>
    </message>
    <message>
        <source>with</source>
        <translation>mit</translation>
    </message>
    <message>
        <source>without</source>
        <translation>ohne</translation>
    </message>
    <message>
        <source>%1, expanded</source>
        <translation>%1, erweitert</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>Bar chart of each model&apos;s schemata F1, without and with expansion</source>
        <translation>Balkendiagramm des Schemata-F1 jedes Modells, ohne und mit Erweiterung</translation>
    </message>
    <message>
        <source>Against gold lists</source>
        <translation>Gegen Gold-Listen</translation>
    </message>
    <message>
        <source>Against the states</source>
        <translation>Gegen die Zustände</translation>
    </message>
    <message>
        <source>Changes compared</source>
        <translation>Verglichene Änderungen</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Exakt</translation>
    </message>
    <message>
        <source>Found no gold change</source>
        <translation>Ohne passende Gold-Änderung</translation>
    </message>
    <message>
        <source>Exact match</source>
        <translation>Exakte Übereinstimmung</translation>
    </message>
    <message>
        <source>Errors in predicted schemata (OpenPI 2.0 Table 5)</source>
        <translation>Fehler in vorhergesagten Schemata (OpenPI 2.0, Tabelle 5)</translation>
    </message>
    <message>
        <source>Predicted pairs</source>
        <translation>Vorhergesagte Paare</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>Korrekt</translation>
    </message>
    <message>
        <source>No change</source>
        <translation>Keine Änderung</translation>
    </message>
    <message>
        <source>Nonsense</source>
        <translation>Unsinn</translation>
    </message>
    <message>
        <source>Not labelled</source>
        <translation>Nicht gelabelt</translation>
    </message>
    <message>
        <source>Missed</source>
        <translation>Verfehlt</translation>
    </message>
    <message>
        <source>Share of labelled pairs by error category</source>
        <translation>Anteil gelabelter Paare nach Fehlerkategorie</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>korrekt</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>keine Änderung</translation>
    </message>
    <message>
        <source>nonsense</source>
        <translation>Unsinn</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1, analysiert von %2</translation>
    </message>
    <message>
        <source>Bar chart of the shares of correct, no-change and nonsense pairs</source>
        <translation>Balkendiagramm der Anteile der Paare je Kategorie: korrekt, keine Änderung, Unsinn</translation>
    </message>
    <message>
        <source>Paraphrases of</source>
        <translation>Paraphrasen von</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>Generiert</translation>
    </message>
    <message>
        <source>Judged</source>
        <translation>Beurteilt</translation>
    </message>
    <message>
        <source>A global attribute recall above 1 is evaluate_schema.py&apos;s counting, kept so that the paper&apos;s figures reproduce: a gold attribute counts once for every step whose predicted entity names it.</source>
        <translation>Ein globaler Attribut-Recall über 1 folgt der Zählung von evaluate_schema.py und bleibt, damit die Zahlen des Artikels reproduzierbar sind: Ein Gold-Attribut zählt einmal für jeden Schritt, dessen vorhergesagte Entität es nennt.</translation>
    </message>
    <message>
        <source>Intervals are 95% large-sample intervals: DeLong&apos;s for AUROC, the jackknife&apos;s for kappa, the standard error&apos;s for means.</source>
        <translation>Die Intervalle sind 95-%-Intervalle aus der Normalapproximation: nach DeLong für AUROC, per Jackknife für Kappa, über den Standardfehler für Mittelwerte.</translation>
    </message>
    <message>
        <source>Intervals are 95% percentile bootstrap intervals over %1 resamples, seed %2; over %3 items or more, large-sample intervals instead: DeLong&apos;s for AUROC, the jackknife&apos;s for kappa, the standard error&apos;s for means.</source>
        <translation>Die Intervalle sind 95-%-Perzentil-Bootstrap-Intervalle über %1 Stichproben, Seed %2; ab %3 Elementen stattdessen Intervalle aus der Normalapproximation: nach DeLong für AUROC, per Jackknife für Kappa, über den Standardfehler für Mittelwerte.</translation>
    </message>
    <message>
        <source>Gwet&apos;s AC1</source>
        <translation>Gwets AC1</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Least</source>
        <translation>Kleinste</translation>
    </message>
    <message>
        <source>Most</source>
        <translation>Größte</translation>
    </message>
    <message>
        <source>Steps per goal</source>
        <translation>Schritte je Ziel</translation>
    </message>
    <message>
        <source>Words per step</source>
        <translation>Wörter je Schritt</translation>
    </message>
    <message>
        <source>Words per goal</source>
        <translation>Wörter je Ziel</translation>
    </message>
    <message>
        <source>Words per method</source>
        <translation>Wörter je Methode</translation>
    </message>
    <message>
        <source>The dataset</source>
        <translation>Der Datensatz</translation>
    </message>
    <message>
        <source>Words are runs of characters between whitespace; a goal&apos;s method counts when it has one.</source>
        <translation>Wörter sind Zeichenfolgen zwischen Leerraum; die Methode eines Ziels zählt, wenn es eine hat.</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>Labels</translation>
    </message>
    <message>
        <source>Timed</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>Median seconds a label</source>
        <translation>Median Sekunden je Label</translation>
    </message>
    <message>
        <source>Labels per hour</source>
        <translation>Labels je Stunde</translation>
    </message>
    <message>
        <source>Unlabelled</source>
        <translation>Ohne Label</translation>
    </message>
    <message>
        <source>Hours to finish</source>
        <translation>Stunden bis fertig</translation>
    </message>
    <message>
        <source>Labelling pace</source>
        <translation>Labeltempo</translation>
    </message>
    <message>
        <source>The dataset (mean, least-most)</source>
        <translation>Der Datensatz (Mittel, kleinste-größte)</translation>
    </message>
    <message>
        <source>%1  (%2-%3)</source>
        <translation>%1  (%2-%3)</translation>
    </message>
    <message>
        <source>Labelling pace (labels per hour; hours to finish)</source>
        <translation>Labeltempo (Labels je Stunde; Stunden bis fertig)</translation>
    </message>
    <message>
        <source>%1 per hour; %2 h for %3 unlabelled</source>
        <translation>%1 je Stunde; %2 h für %3 ohne Label</translation>
    </message>
    <message>
        <source>Global α (interval)</source>
        <translation>Globales α (Intervall)</translation>
    </message>
    <message>
        <source>Local α (interval)</source>
        <translation>Lokales α (Intervall)</translation>
    </message>
    <message>
        <source>α (interval) is Krippendorff&apos;s alpha with the interval metric over the entities (global) and entity-steps (local) both raters rated, pooled over the procedures.</source>
        <translation>α (Intervall) ist Krippendorffs Alpha mit der Intervallmetrik über die Entitäten (global) und Entität-Schritte (lokal), die beide Bewerter bewertet haben, über die Prozeduren zusammengefasst.</translation>
    </message>
    <message numerus="yes">
        <source>%1: Pearson&apos;s r of %n procedure(s), lowest global r first</source>
        <translation>
            <numerusform>%1: Pearsons r einer Prozedur, niedrigstes globales r zuerst</numerusform>
            <numerusform>%1: Pearsons r von %n Prozeduren, niedrigstes globales r zuerst</numerusform>
        </translation>
    </message>
    <message>
        <source>Pearson&apos;s r per procedure and rater pair</source>
        <translation>Pearsons r je Prozedur und Bewerterpaar</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Maß</translation>
    </message>
    <message>
        <source>Clusters as coreference (F1)</source>
        <translation>Cluster als Koreferenz (F1)</translation>
    </message>
    <message>
        <source>MUC</source>
        <translation>MUC</translation>
    </message>
    <message>
        <source>B-cubed</source>
        <translation>B-cubed</translation>
    </message>
    <message>
        <source>CEAF-e</source>
        <translation>CEAF-e</translation>
    </message>
    <message>
        <source>Clusters as coreference (MUC, B-cubed, CEAF-e)</source>
        <translation>Cluster als Koreferenz (MUC, B-cubed, CEAF-e)</translation>
    </message>
    <message>
        <source>Gold is the key; a mention is its text within the procedure, predicted mentions gold does not have are dropped, and the numerators and denominators are summed over procedures (of attribute clusters, over the entities scored above), as the CoNLL-2012 scorer sums them over documents.</source>
        <translation>Gold ist der Schlüssel; eine Erwähnung ist ihr Text innerhalb der Prozedur, vorhergesagte Erwähnungen, die Gold nicht hat, entfallen, und Zähler und Nenner werden über die Prozeduren summiert (bei Attributclustern über die oben bewerteten Entitäten), wie der CoNLL-2012-Scorer sie über Dokumente summiert.</translation>
    </message>
    <message>
        <source>Bar chart of each clustering&apos;s MUC, B-cubed and CEAF-e F1 with 95% intervals</source>
        <translation>Balkendiagramm von MUC-, B-cubed- und CEAF-e-F1 jeder Clusterung mit 95-%-Intervallen</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α (interval)</source>
        <translation>Krippendorffs α (Intervall)</translation>
    </message>
    <message>
        <source>as coreference, %1</source>
        <translation>als Koreferenz, %1</translation>
    </message>
    <message>
        <source>A label&apos;s time is the gap since the annotator&apos;s previous label, counted when each of the two was saved at a time of its own (an import&apos;s labels share one) and the gap is at most %1 seconds (longer is a break).</source>
        <translation>Die Zeit eines Labels ist der Abstand zum vorigen Label derselben Person, gezählt, wenn beide zu einer eigenen Zeit gespeichert wurden (die Labels eines Imports teilen eine) und der Abstand höchstens %1 Sekunden beträgt (länger ist eine Pause).</translation>
    </message>
    <message numerus="yes">
        <source>%n passage(s) are in more than one split: ESTER keeps training and evaluation passages apart, so a model trained on one split and scored on another has read them.</source>
        <translation>
            <numerusform>%n Passage steht in mehr als einem Split: ESTER hält Trainings- und Evaluationspassagen getrennt, ein Modell, das auf einem Split trainiert und auf einem anderen bewertet wird, hat sie also gelesen.</numerusform>
            <numerusform>%n Passagen stehen in mehr als einem Split: ESTER hält Trainings- und Evaluationspassagen getrennt, ein Modell, das auf einem Split trainiert und auf einem anderen bewertet wird, hat sie also gelesen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Passage</source>
        <translation>Passage</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>Splits</source>
        <translation>Splits</translation>
    </message>
    <message>
        <source>Answers are the gold answers; a question without them counts among the questions but not in answers per question. Passage length in tokens: lowercased, punctuation removed, split at every run of white space.</source>
        <translation>Antworten sind die Gold-Antworten; eine Frage ohne sie zählt zu den Fragen, aber nicht zu den Antworten je Frage. Passagenlänge in Tokens: kleingeschrieben, ohne Satzzeichen, an jedem Leerraum getrennt.</translation>
    </message>
    <message>
        <source>Passage tokens (mean)</source>
        <translation>Tokens je Passage (Mittel)</translation>
    </message>
    <message>
        <source>Passage tokens (max)</source>
        <translation>Tokens je Passage (Maximum)</translation>
    </message>
    <message>
        <source>Questions by relation type and split</source>
        <translation>Fragen nach Relationstyp und Split</translation>
    </message>
    <message>
        <source>Answers per question by relation type and split</source>
        <translation>Antworten je Frage nach Relationstyp und Split</translation>
    </message>
    <message>
        <source>Split %1 by relation type</source>
        <translation>Split %1 nach Relationstyp</translation>
    </message>
    <message>
        <source>Bar chart of the questions of each relation type in each split</source>
        <translation>Balkendiagramm der Fragen jedes Relationstyps in jedem Split</translation>
    </message>
    <message>
        <source>Bar chart of the answers per question of each relation type in each split</source>
        <translation>Balkendiagramm der Antworten je Frage jedes Relationstyps in jedem Split</translation>
    </message>
    <message>
        <source>Question and answer n-grams by relation type</source>
        <translation>N-Gramme der Fragen und Antworten nach Relationstyp</translation>
    </message>
    <message>
        <source>Question openings are a question&apos;s first %1 tokens; answer n-grams every run of %2 tokens within a gold answer. The %3 most frequent of each type; in the charts the number after an n-gram is its relation type&apos;s place in the table.</source>
        <translation>Fragenanfänge sind die ersten %1 Tokens einer Frage; Antwort-N-Gramme jede Folge von %2 Tokens in einer Gold-Antwort. Die %3 häufigsten je Typ; in den Diagrammen ist die Zahl nach einem N-Gramm der Platz seines Relationstyps in der Tabelle.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Most frequent question openings</source>
        <translation>Häufigste Fragenanfänge</translation>
    </message>
    <message>
        <source>Most frequent answer n-grams</source>
        <translation>Häufigste Antwort-N-Gramme</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Split %1</source>
        <translation>Split %1</translation>
    </message>
    <message>
        <source>Question openings in %1</source>
        <translation>Fragenanfänge in %1</translation>
    </message>
    <message>
        <source>Bar chart of the most frequent question openings of each relation type in split %1</source>
        <translation>Balkendiagramm der häufigsten Fragenanfänge jedes Relationstyps im Split %1</translation>
    </message>
    <message>
        <source>Answer n-grams in %1</source>
        <translation>Antwort-N-Gramme in %1</translation>
    </message>
    <message>
        <source>Bar chart of the most frequent answer n-grams of each relation type in split %1</source>
        <translation>Balkendiagramm der häufigsten Antwort-N-Gramme jedes Relationstyps im Split %1</translation>
    </message>
    <message numerus="yes">
        <source>Warning: %n passage(s) in more than one split (ESTER keeps training and evaluation passages apart)</source>
        <translation>
            <numerusform>Warnung: %n Passage in mehr als einem Split (ESTER hält Trainings- und Evaluationspassagen getrennt)</numerusform>
            <numerusform>Warnung: %n Passagen in mehr als einem Split (ESTER hält Trainings- und Evaluationspassagen getrennt)</numerusform>
        </translation>
    </message>
    <message>
        <source>passage %1 &quot;%2&quot;</source>
        <translation>Passage %1 „%2“</translation>
    </message>
    <message>
        <source>Passage tokens (mean / max)</source>
        <translation>Tokens je Passage (Mittel / Maximum)</translation>
    </message>
    <message>
        <source>%1 questions, %2 answers a question</source>
        <translation>%1 Fragen, %2 Antworten je Frage</translation>
    </message>
    <message>
        <source>question openings</source>
        <translation>Fragenanfänge</translation>
    </message>
    <message>
        <source>answer n-grams</source>
        <translation>Antwort-N-Gramme</translation>
    </message>
    <message>
        <source>Human baseline: each member against gold on a sample</source>
        <translation>Menschlicher Vergleichswert: jedes Mitglied gegen das Goldlabel auf einer Stichprobe</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>Mitglied</translation>
    </message>
    <message>
        <source>Mean of the members</source>
        <translation>Mittel der Mitglieder</translation>
    </message>
    <message>
        <source>%1 (%2): %3 pairs with gold drawn with seed %4; %5 members left out of the mean for want of a labelled sampled pair.</source>
        <translation>%1 (%2): %3 Paare mit Goldlabel, gezogen mit Startwert %4; %5 Mitglieder ohne gelabeltes Stichprobenpaar fehlen im Mittel.</translation>
    </message>
    <message>
        <source>%1  (%2 left out)</source>
        <translation>%1  (%2 ausgelassen)</translation>
    </message>
    <message>
        <source>not timed: %1; %2 unlabelled</source>
        <translation>nicht gemessen: %1; %2 ohne Label</translation>
    </message>
    <message>
        <source>Agreement on state changes</source>
        <translation>Übereinstimmung bei Zustandsänderungen</translation>
    </message>
    <message>
        <source>Per step, a change of the second pairs with one of the first that names the same entity and attribute (any of their &quot; | &quot; names, without case); precision reads the second against the first. Exact: the paired changes&apos; before and after match as evaluate_states.py matches a prediction with the gold. Same steps: steps where both wrote the same pairs. Gold: the released gold lists, or a procedure&apos;s own states, each decided step in place.</source>
        <translation>Je Schritt wird eine Änderung des Zweiten mit einer des Ersten gepaart, die dieselbe Entität und dasselbe Attribut nennt (einen ihrer „ | “-Namen, ohne Groß-/Kleinschreibung); die Präzision liest den Zweiten gegen den Ersten. Exakt: Vorher und Nachher der gepaarten Änderungen stimmen überein, wie evaluate_states.py eine Vorhersage mit dem Gold vergleicht. Gleiche Schritte: Schritte, in denen beide dieselben Paare schrieben. Gold: die veröffentlichten Gold-Listen oder die eigenen Zustände einer Prozedur, jeder entschiedene Schritt an seiner Stelle.</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Erster</translation>
    </message>
    <message>
        <source>Second</source>
        <translation>Zweiter</translation>
    </message>
    <message>
        <source>Changes (first / second)</source>
        <translation>Änderungen (Erster / Zweiter)</translation>
    </message>
    <message>
        <source>Paired</source>
        <translation>Gepaart</translation>
    </message>
    <message>
        <source>Same steps</source>
        <translation>Gleiche Schritte</translation>
    </message>
    <message>
        <source>pairs F1</source>
        <translation>Paare F1</translation>
    </message>
    <message>
        <source>exact match</source>
        <translation>exakte Übereinstimmung</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>Bar chart of the agreement on which pairs change and on their values</source>
        <translation>Balkendiagramm der Übereinstimmung darin, welche Paare sich ändern, und in ihren Werten</translation>
    </message>
    <message>
        <source>Agreement on state changes (pairs F1, exact match)</source>
        <translation>Übereinstimmung bei Zustandsänderungen (Paare F1, exakte Übereinstimmung)</translation>
    </message>
    <message>
        <source>%1 and %2 (%3 procedures)</source>
        <translation>%1 und %2 (%3 Prozeduren)</translation>
    </message>
    <message>
        <source>Comparisons (pair, question)</source>
        <translation>Vergleiche (Paar, Frage)</translation>
    </message>
    <message>
        <source>Answers&apos; pairwise micro-F1</source>
        <translation>Paarweiser Mikro-F1 der Antworten</translation>
    </message>
    <message>
        <source>Question&apos;s type against the majority type, share of the row</source>
        <translation>Typ der Frage gegen den Mehrheitstyp, Anteil an der Zeile</translation>
    </message>
    <message>
        <source>Question&apos;s type \ majority</source>
        <translation>Typ der Frage \ Mehrheit</translation>
    </message>
    <message>
        <source>Relation type against the majority of its typers (row %)</source>
        <translation>Relationstyp gegen die Mehrheit der Typvergebenden (Zeilen-%)</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) typed by two or more people; %1 without a majority type (a tie for the most votes) left out.</source>
        <translation>
            <numerusform>%n Frage von zwei oder mehr Personen typisiert; %1 ohne Mehrheitstyp (Gleichstand bei den meisten Stimmen) ausgelassen.</numerusform>
            <numerusform>%n Fragen von zwei oder mehr Personen typisiert; %1 ohne Mehrheitstyp (Gleichstand bei den meisten Stimmen) ausgelassen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Heat map of each question type&apos;s share of questions by the majority type its typers gave</source>
        <translation>Heatmap des Anteils jedes Fragetyps an Fragen nach dem Mehrheitstyp, den die Typvergebenden wählten</translation>
    </message>
    <message numerus="yes">
        <source>Answers&apos; pairwise micro-F1 (%n question(s))</source>
        <translation>
            <numerusform>Paarweiser Mikro-F1 der Antworten (%n Frage)</numerusform>
            <numerusform>Paarweiser Mikro-F1 der Antworten (%n Fragen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Relation type against the majority of its typers (row %; %1 typed by two or more, %2 without a majority)</source>
        <translation>Relationstyp gegen die Mehrheit der Typvergebenden (Zeilen-%; %1 von zwei oder mehr typisiert, %2 ohne Mehrheit)</translation>
    </message>
    <message>
        <source>Over the model&apos;s seeds (mean ± sd)</source>
        <translation>Über die Seeds des Modells (Mittelwert ± SD)</translation>
    </message>
    <message numerus="yes">
        <source>%1 / %2 / %3 (%n seed(s) of %4)</source>
        <translation>
            <numerusform>%1 / %2 / %3 (%n Seed von %4)</numerusform>
            <numerusform>%1 / %2 / %3 (%n Seeds von %4)</numerusform>
        </translation>
    </message>
    <message>
        <source>Seeds</source>
        <translation>Seeds</translation>
    </message>
    <message>
        <source>Models over their seeds (mean ± sample standard deviation)</source>
        <translation>Modelle über ihre Seeds (Mittelwert ± Stichproben-Standardabweichung)</translation>
    </message>
    <message numerus="yes">
        <source>%1 over %n seed(s), mean ± sd</source>
        <translation>
            <numerusform>%1 über %n Seed, Mittelwert ± SD</numerusform>
            <numerusform>%1 über %n Seeds, Mittelwert ± SD</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: state changes of %n procedure(s), lowest F1 first</source>
        <translation>
            <numerusform>%1: Zustandsänderungen einer Prozedur, niedrigstes F1 zuerst</numerusform>
            <numerusform>%1: Zustandsänderungen von %n Prozeduren, niedrigstes F1 zuerst</numerusform>
        </translation>
    </message>
    <message>
        <source>Human baseline (%1, %2): each member against gold on %3 pairs (seed %4)</source>
        <translation>Menschlicher Vergleichswert (%1, %2): jedes Mitglied gegen das Goldlabel auf %3 Paaren (Startwert %4)</translation>
    </message>
</context>
<context>
    <name>ReportExport</name>
    <message>
        <source>Computing the report and its confidence intervals…</source>
        <translation>Bericht und Konfidenzintervalle werden berechnet…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>SetLabelCommand</name>
    <message>
        <source>Label %1 as %2</source>
        <translation>%1 als %2 labeln</translation>
    </message>
    <message>
        <source>Label %1 as %2 in Core</source>
        <translation>%1 in Core als %2 labeln</translation>
    </message>
</context>
<context>
    <name>StoreWrite</name>
    <message>
        <source>Sign in first: every change is recorded under a person&apos;s name.</source>
        <translation>Bitte zuerst anmelden: Jede Änderung wird unter dem Namen einer Person festgehalten.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>TypeErrorsModel</name>
    <message>
        <source>Number of gold answers</source>
        <translation>Anzahl der Gold-Antworten</translation>
    </message>
    <message>
        <source>Number of the rater&apos;s answers</source>
        <translation>Anzahl der Antworten der bewertenden Person</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Token F1</source>
        <translation>Token-F1</translation>
    </message>
    <message>
        <source>HIT@1</source>
        <translation>HIT@1</translation>
    </message>
    <message>
        <source>EM</source>
        <translation>EM</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>Predicted</source>
        <translation>Vorhergesagt</translation>
    </message>
</context>
<context>
    <name>es::widgets::AdjudicationPanel</name>
    <message>
        <source>ESD: essential steps</source>
        <translation>ESD: wesentliche Schritte</translation>
    </message>
    <message>
        <source>ESTER: event relation QA</source>
        <translation>ESTER: Ereignisrelationen-QA</translation>
    </message>
    <message>
        <source>Hide &amp;decided</source>
        <translation>&amp;Entschiedene ausblenden</translation>
    </message>
    <message>
        <source>Show &amp;models</source>
        <translation>&amp;Modelle zeigen</translation>
    </message>
    <message>
        <source>Models&apos; outputs stay hidden unless asked for, so that they do not sway a decision.</source>
        <translation>Modellausgaben bleiben verborgen, solange sie nicht angefordert werden, damit sie keine Entscheidung beeinflussen.</translation>
    </message>
    <message>
        <source>Dataset:</source>
        <translation>Datensatz:</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>&amp;1 Essential</source>
        <translation>&amp;1 Wesentlich</translation>
    </message>
    <message>
        <source>&amp;0 Non-essential</source>
        <translation>&amp;0 Nicht wesentlich</translation>
    </message>
    <message>
        <source>&amp;Invalid (-1)</source>
        <translation>&amp;Ungültig (-1)</translation>
    </message>
    <message>
        <source>One answer per line, each a span of the passage</source>
        <translation>Eine Antwort pro Zeile, jede eine Spanne der Passage</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>Typ:</translation>
    </message>
    <message>
        <source>Answers:</source>
        <translation>Antworten:</translation>
    </message>
    <message>
        <source>Salience of</source>
        <translation>Salienz für</translation>
    </message>
    <message>
        <source>Select a rater&apos;s clustering above and take it as gold.</source>
        <translation>Oben die Clusterung einer bewertenden Person auswählen und als Gold übernehmen.</translation>
    </message>
    <message>
        <source>Note (optional): why this decision</source>
        <translation>Notiz (optional): warum diese Entscheidung</translation>
    </message>
    <message>
        <source>&amp;Take selected rater&apos;s answer</source>
        <translation>Antwort der ausgewählten Bewertenden &amp;übernehmen</translation>
    </message>
    <message>
        <source>&amp;Decide</source>
        <translation>Ent&amp;scheiden</translation>
    </message>
    <message>
        <source>Ctrl+Return</source>
        <translation>Ctrl+Return</translation>
    </message>
    <message>
        <source>&amp;Withdraw decision</source>
        <translation>Entscheidung &amp;zurückziehen</translation>
    </message>
    <message>
        <source>Show in its &amp;tab</source>
        <translation>Im eigenen &amp;Tab zeigen</translation>
    </message>
    <message>
        <source>Take %1&apos;s salience</source>
        <translation>Salienz von %1 übernehmen</translation>
    </message>
    <message>
        <source>Not signed in</source>
        <translation>Nicht angemeldet</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Only adjudicators decide; viewers and annotators read.</source>
        <translation>Nur Adjudikatoren entscheiden; Betrachter und Annotatoren lesen nur.</translation>
    </message>
    <message>
        <source>Annotators work blind: no queue</source>
        <translation>Annotatoren arbeiten blind: keine Warteschlange</translation>
    </message>
    <message numerus="yes">
        <source>%n to review</source>
        <translation>
            <numerusform>%n zu prüfen</numerusform>
            <numerusform>%n zu prüfen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decided</source>
        <translation>
            <numerusform>%n entschieden</numerusform>
            <numerusform>%n entschieden</numerusform>
        </translation>
    </message>
    <message>
        <source>entity clusters</source>
        <translation>Entitätscluster</translation>
    </message>
    <message>
        <source>attribute clusters</source>
        <translation>Attributcluster</translation>
    </message>
    <message>
        <source>salience</source>
        <translation>Salienz</translation>
    </message>
    <message>
        <source>Adjudication is for adjudicators and viewers.</source>
        <translation>Die Adjudikation ist für Adjudikatoren und Betrachter.</translation>
    </message>
    <message>
        <source>No disagreements to review.</source>
        <translation>Keine Uneinigkeiten zu prüfen.</translation>
    </message>
    <message>
        <source>Goal: %1</source>
        <translation>Ziel: %1</translation>
    </message>
    <message>
        <source>essential</source>
        <translation>wesentlich</translation>
    </message>
    <message>
        <source>non-essential</source>
        <translation>nicht wesentlich</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>ungültig</translation>
    </message>
    <message>
        <source>Rater</source>
        <translation>Bewerter</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Label</translation>
    </message>
    <message>
        <source>%1 (%2, model)</source>
        <translation>%1 (%2, Modell)</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>(model)</source>
        <translation>(Modell)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Entity clusters</source>
        <translation>Entitätscluster</translation>
    </message>
    <message>
        <source>Attribute clusters</source>
        <translation>Attributcluster</translation>
    </message>
    <message>
        <source>Clusters</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>%1 (model)</source>
        <translation>%1 (Modell)</translation>
    </message>
    <message>
        <source>%1 in “%2”</source>
        <translation>%1 in „%2“</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Global</source>
        <translation>Global</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>global %1</source>
        <translation>global %1</translation>
    </message>
    <message>
        <source>step %1: %2</source>
        <translation>Schritt %1: %2</translation>
    </message>
    <message>
        <source>Decided: %1</source>
        <translation>Entschieden: %1</translation>
    </message>
    <message>
        <source>Decide %1</source>
        <translation>%1 entscheiden</translation>
    </message>
    <message>
        <source>“%1” is not in the passage; an answer is a span of it.</source>
        <translation>„%1“ steht nicht in der Passage; eine Antwort ist eine Spanne daraus.</translation>
    </message>
    <message>
        <source>“%1” occurs %2 times in the passage (starting at %3) and no rater chose one: write “%1@START” with one of those starts.</source>
        <translation>„%1“ kommt %2-mal in der Passage vor (Anfänge bei %3) und keine der Bewertenden hat eines davon gewählt: „%1@START“ mit einem dieser Anfänge schreiben.</translation>
    </message>
    <message>
        <source>Decide question %1</source>
        <translation>Frage %1 entscheiden</translation>
    </message>
    <message>
        <source>Decide salience of %1</source>
        <translation>Salienz von %1 entscheiden</translation>
    </message>
    <message>
        <source>Decide clusters of %1</source>
        <translation>Cluster von %1 entscheiden</translation>
    </message>
    <message>
        <source>Withdraw decision on %1</source>
        <translation>Entscheidung zu %1 zurückziehen</translation>
    </message>
    <message>
        <source>Withdraw decision on question %1</source>
        <translation>Entscheidung zu Frage %1 zurückziehen</translation>
    </message>
    <message>
        <source>Withdraw decision on clusters</source>
        <translation>Entscheidung zu den Clustern zurückziehen</translation>
    </message>
    <message>
        <source>Withdraw salience decisions</source>
        <translation>Salienz-Entscheidungen zurückziehen</translation>
    </message>
    <message>
        <source>Withdraw salience decision</source>
        <translation>Salienz-Entscheidung zurückziehen</translation>
    </message>
    <message>
        <source>choose 0-5</source>
        <translation>0-5 wählen</translation>
    </message>
    <message>
        <source>Decide the selected item</source>
        <translation>Das gewählte Element entscheiden</translation>
    </message>
    <message>
        <source>Next item to review</source>
        <translation>Nächstes zu prüfendes Element</translation>
    </message>
    <message>
        <source>Previous item to review</source>
        <translation>Vorheriges zu prüfendes Element</translation>
    </message>
    <message>
        <source>Choose a salience of 0-5 first</source>
        <translation>Zuerst eine Salienz von 0-5 wählen</translation>
    </message>
    <message>
        <source>%1 UTC</source>
        <translation>%1 UTC</translation>
    </message>
    <message>
        <source>Proposed from %1&apos;s answers: nothing is decided yet. Edit the type or the answers if need be, then Decide (Ctrl+Return).</source>
        <translation>Vorschlag aus den Antworten von %1: noch ist nichts entschieden. Typ oder Antworten bei Bedarf ändern, dann Entscheiden (Strg+Eingabe).</translation>
    </message>
    <message>
        <source>Method: %1</source>
        <translation>Methode: %1</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>Schritte:</translation>
    </message>
    <message>
        <source>▶ %1. %2   (this step)</source>
        <translation>▶ %1. %2   (dieser Schritt)</translation>
    </message>
    <message>
        <source>   %1. %2</source>
        <translation>   %1. %2</translation>
    </message>
    <message>
        <source>Decided %1 by %2, %3. %4</source>
        <translation>Entschieden als %1 von %2, %3. %4</translation>
    </message>
    <message>
        <source>Decided by %1, %2: %3 — %4. %5</source>
        <translation>Entschieden von %1, %2: %3 — %4. %5</translation>
    </message>
    <message>
        <source>Decided by %1, %2: %3. %4</source>
        <translation>Entschieden von %1, %2: %3. %4</translation>
    </message>
    <message>
        <source> A label changed after this decision, which stands until it is withdrawn.</source>
        <translation> Ein Label hat sich nach dieser Entscheidung geändert; sie gilt, bis sie zurückgenommen wird.</translation>
    </message>
    <message>
        <source>Withdraw decision on the states of step %1</source>
        <translation>Entscheidung über die Zustände von Schritt %1 zurückziehen</translation>
    </message>
    <message>
        <source>OpenPI: salience, clusters and states</source>
        <translation>OpenPI: Salienz, Cluster und Zustände</translation>
    </message>
    <message>
        <source>states of step %1</source>
        <translation>Zustände von Schritt %1</translation>
    </message>
    <message>
        <source>%1 · %2: %3 → %4</source>
        <translation>%1 · %2: %3 → %4</translation>
    </message>
    <message>
        <source>(no change)</source>
        <translation>(keine Änderung)</translation>
    </message>
    <message>
        <source>&amp;%1 Take %2&apos;s</source>
        <translation>&amp;%1 %2 übernehmen</translation>
    </message>
    <message>
        <source>Take %1&apos;s</source>
        <translation>%1 übernehmen</translation>
    </message>
    <message>
        <source>Take %1&apos;s state changes of step %2 as its gold</source>
        <translation>Die Zustandsänderungen von %1 in Schritt %2 als dessen Gold übernehmen</translation>
    </message>
    <message>
        <source>State changes of step %1</source>
        <translation>Zustandsänderungen in Schritt %1</translation>
    </message>
    <message>
        <source>Gold of step %1, decided by %2, %3: %4. %5</source>
        <translation>Gold von Schritt %1, entschieden von %2, %3: %4. %5</translation>
    </message>
    <message>
        <source>Gold of step %1, as released: %2</source>
        <translation>Gold von Schritt %1, wie veröffentlicht: %2</translation>
    </message>
    <message>
        <source>Step %1 has no gold yet.</source>
        <translation>Schritt %1 hat noch kein Gold.</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message numerus="yes">
        <source>Gold states against %1: F1 %2, exact match %3 (%n procedure(s))</source>
        <translation>
            <numerusform>Gold-Zustände gegen %1: F1 %2, exakte Übereinstimmung %3 (%n Prozedur)</numerusform>
            <numerusform>Gold-Zustände gegen %1: F1 %2, exakte Übereinstimmung %3 (%n Prozeduren)</numerusform>
        </translation>
    </message>
    <message>
        <source>Decide the states of step %1 of %2</source>
        <translation>Zustände von Schritt %1 in %2 entscheiden</translation>
    </message>
</context>
<context>
    <name>es::widgets::AnnotatorQualityView</name>
    <message>
        <source>Labels with gold per point:</source>
        <translation>Labels mit Gold je Punkt:</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Auto</translation>
    </message>
    <message>
        <source>How many consecutive labels on pairs with gold make one point. Auto aims at about twenty points of at least ten labels.</source>
        <translation>Wie viele aufeinanderfolgende Labels auf Paaren mit Gold einen Punkt bilden. Auto strebt etwa zwanzig Punkte aus mindestens zehn Labels an.</translation>
    </message>
    <message>
        <source>Cohen&apos;s kappa between annotators (kept pairs)</source>
        <translation>Cohens Kappa zwischen Annotatoren (behaltene Paare)</translation>
    </message>
    <message>
        <source>Red: agreement below chance. White: chance (κ = 0). Blue: towards perfect agreement (κ = 1). Over the pairs every annotator labelled and none called invalid.</source>
        <translation>Rot: Übereinstimmung unter Zufall. Weiß: Zufall (κ = 0). Blau: hin zu perfekter Übereinstimmung (κ = 1). Über die Paare, die alle Annotatoren gelabelt haben und die keiner als ungültig markiert hat.</translation>
    </message>
    <message>
        <source>Per annotator</source>
        <translation>Je Annotator</translation>
    </message>
    <message>
        <source>Auto (%1)</source>
        <translation>Auto (%1)</translation>
    </message>
    <message>
        <source>Agreement with gold</source>
        <translation>Übereinstimmung mit Gold</translation>
    </message>
    <message>
        <source>%1 of %2 labels equal to gold (%3), block ending at label %4</source>
        <translation>%1 von %2 Labels gleich Gold (%3), Block endet bei Label %4</translation>
    </message>
    <message>
        <source>You have not labelled any pair yet.</source>
        <translation>Sie haben noch kein Paar gelabelt.</translation>
    </message>
    <message>
        <source>No one has labelled a pair yet.</source>
        <translation>Noch niemand hat ein Paar gelabelt.</translation>
    </message>
    <message>
        <source>No point: working blind you see only your own labels, and a majority of your own labels is your own label. Your drift appears once you may see the others&apos; labels or the decided pairs.</source>
        <translation>Kein Punkt: Beim blinden Arbeiten sehen Sie nur Ihre eigenen Labels, und eine Mehrheit Ihrer eigenen Labels ist Ihr eigenes Label. Ihre Drift erscheint, sobald Sie die Labels der anderen oder die entschiedenen Paare sehen dürfen.</translation>
    </message>
    <message>
        <source>No point: with one annotator&apos;s labels the majority is their own label, so only decided pairs count as gold, and a point needs at least %1 of them.</source>
        <translation>Kein Punkt: Bei den Labels nur eines Annotators ist die Mehrheit dessen eigenes Label, daher zählen nur entschiedene Paare als Gold, und ein Punkt braucht mindestens %1 davon.</translation>
    </message>
    <message>
        <source>No point yet: a point needs at least %1 labels on pairs with gold (a decision, else the majority of a kept pair).</source>
        <translation>Noch kein Punkt: Ein Punkt braucht mindestens %1 Labels auf Paaren mit Gold (eine Entscheidung, sonst die Mehrheit eines behaltenen Paars).</translation>
    </message>
    <message>
        <source>Each point is the share of %1 consecutive labels on pairs with gold that equal the gold (a decision, else the majority of a kept pair, own label included), drawn at the block&apos;s last label; a last, shorter block of at least half that counts too.</source>
        <translation>Jeder Punkt ist der Anteil von %1 aufeinanderfolgenden Labels auf Paaren mit Gold, die dem Gold entsprechen (eine Entscheidung, sonst die Mehrheit eines behaltenen Paars, das eigene Label eingeschlossen), eingezeichnet beim letzten Label des Blocks; ein letzter, kürzerer Block mit mindestens der Hälfte davon zählt ebenfalls.</translation>
    </message>
    <message>
        <source>Drift: agreement in labelling order</source>
        <translation>Drift: Übereinstimmung in Reihenfolge der Labels</translation>
    </message>
    <message>
        <source>Labels given, in order</source>
        <translation>Vergebene Labels, in Reihenfolge</translation>
    </message>
    <message>
        <source>Working blind: only your own labels show, so the other annotators&apos; drift and the kappa between annotators are hidden.</source>
        <translation>Blind: Nur Ihre eigenen Labels werden gezeigt; die Drift der anderen Annotatoren und das Kappa zwischen Annotatoren sind verborgen.</translation>
    </message>
</context>
<context>
    <name>es::widgets::AnnotatorSummaryModel</name>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>Annotator</translation>
    </message>
    <message>
        <source>Labels given</source>
        <translation>Vergebene Labels</translation>
    </message>
    <message>
        <source>Accuracy vs. others&apos; majority</source>
        <translation>Accuracy gegen Mehrheit der anderen</translation>
    </message>
    <message>
        <source>Pairs compared</source>
        <translation>Verglichene Paare</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>The label times could not be read</source>
        <translation>Die Zeiten der Labels konnten nicht gelesen werden</translation>
    </message>
    <message>
        <source>No pace: %1. %2 unlabelled.</source>
        <translation>Kein Tempo: %1. %2 ohne Label.</translation>
    </message>
    <message>
        <source>%1 of %2 labels timed, median %3 s a label (a gap over %4 s is a break); %5 unlabelled</source>
        <translation>%1 von %2 Labels gemessen, Median %3 s je Label (ein Abstand über %4 s ist eine Pause); %5 ohne Label</translation>
    </message>
    <message>
        <source>Labels per hour</source>
        <translation>Labels je Stunde</translation>
    </message>
    <message>
        <source>Time to finish</source>
        <translation>Zeit bis fertig</translation>
    </message>
</context>
<context>
    <name>es::widgets::AuditTableModel</name>
    <message>
        <source>essential</source>
        <translation>wesentlich</translation>
    </message>
    <message>
        <source>non-essential</source>
        <translation>nicht wesentlich</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>ungültig</translation>
    </message>
    <message>
        <source>Label set</source>
        <translation>Label gesetzt</translation>
    </message>
    <message>
        <source>Label cleared</source>
        <translation>Label gelöscht</translation>
    </message>
    <message>
        <source>Step added</source>
        <translation>Schritt hinzugefügt</translation>
    </message>
    <message>
        <source>Step removed</source>
        <translation>Schritt entfernt</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Import</translation>
    </message>
    <message>
        <source>Adjudicated</source>
        <translation>Adjudiziert</translation>
    </message>
    <message>
        <source>Decision withdrawn</source>
        <translation>Entscheidung zurückgezogen</translation>
    </message>
    <message>
        <source>Answers set</source>
        <translation>Antworten gesetzt</translation>
    </message>
    <message>
        <source>Answers cleared</source>
        <translation>Antworten gelöscht</translation>
    </message>
    <message>
        <source>Question added</source>
        <translation>Frage hinzugefügt</translation>
    </message>
    <message>
        <source>Question edited</source>
        <translation>Frage bearbeitet</translation>
    </message>
    <message>
        <source>Question removed</source>
        <translation>Frage entfernt</translation>
    </message>
    <message>
        <source>Question updated</source>
        <translation>Frage aktualisiert</translation>
    </message>
    <message>
        <source>Review set</source>
        <translation>Prüfung gesetzt</translation>
    </message>
    <message>
        <source>Review cleared</source>
        <translation>Prüfung gelöscht</translation>
    </message>
    <message>
        <source>Triggers set</source>
        <translation>Trigger gesetzt</translation>
    </message>
    <message>
        <source>Salience rated</source>
        <translation>Salienz bewertet</translation>
    </message>
    <message>
        <source>Entity clusters set</source>
        <translation>Entitätscluster gesetzt</translation>
    </message>
    <message>
        <source>Attribute clusters set</source>
        <translation>Attributcluster gesetzt</translation>
    </message>
    <message>
        <source>Procedure updated</source>
        <translation>Prozedur aktualisiert</translation>
    </message>
    <message>
        <source>Entity updated</source>
        <translation>Entität aktualisiert</translation>
    </message>
    <message>
        <source>Role changed</source>
        <translation>Rolle geändert</translation>
    </message>
    <message>
        <source>View saved</source>
        <translation>Ansicht gespeichert</translation>
    </message>
    <message>
        <source>View removed</source>
        <translation>Ansicht entfernt</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 UTC</source>
        <translation>%1 UTC</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>Datensatz</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Element</translation>
    </message>
    <message>
        <source>Old → new</source>
        <translation>Alt → neu</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>ESD</source>
        <translation>ESD</translation>
    </message>
    <message>
        <source>ESTER</source>
        <translation>ESTER</translation>
    </message>
    <message>
        <source>OpenPI</source>
        <translation>OpenPI</translation>
    </message>
</context>
<context>
    <name>es::widgets::AuditView</name>
    <message>
        <source>All datasets</source>
        <translation>Alle Datensätze</translation>
    </message>
    <message>
        <source>Item, values or note contain… (Ctrl+F)</source>
        <translation>Element, Werte oder Notiz enthalten… (Strg+F)</translation>
    </message>
    <message>
        <source>&amp;Since</source>
        <translation>&amp;Seit</translation>
    </message>
    <message>
        <source>&amp;Person:</source>
        <translation>&amp;Person:</translation>
    </message>
    <message>
        <source>&amp;Dataset:</source>
        <translation>Date&amp;nsatz:</translation>
    </message>
    <message>
        <source>&amp;Action:</source>
        <translation>A&amp;ktion:</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>&amp;Text:</translation>
    </message>
    <message>
        <source>Select a change to read it in full.</source>
        <translation>Eine Änderung auswählen, um sie vollständig zu lesen.</translation>
    </message>
    <message>
        <source>&amp;Withdraw this decision</source>
        <translation>Diese Entscheidung &amp;zurückziehen</translation>
    </message>
    <message>
        <source>Withdraw the adjudication in the selected row: the item&apos;s gold goes back to the annotators&apos; majority. The withdrawal is recorded as a new change.</source>
        <translation>Die Adjudikation in der ausgewählten Zeile zurückziehen: Das Gold des Elements fällt an die Mehrheit der Annotatoren zurück. Das Zurückziehen wird als neue Änderung festgehalten.</translation>
    </message>
    <message>
        <source>Load &amp;more</source>
        <translation>&amp;Mehr laden</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>All actions</source>
        <translation>Alle Aktionen</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s), the newest %1 shown</source>
        <translation>
            <numerusform>%n Änderung, die neuesten %1 angezeigt</numerusform>
            <numerusform>%n Änderungen, die neuesten %1 angezeigt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n change(s)</source>
        <translation>
            <numerusform>%n Änderung</numerusform>
            <numerusform>%n Änderungen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 UTC)</source>
        <translation>%1 (%2 UTC)</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Item: %1 %2</source>
        <translation>Element: %1 %2</translation>
    </message>
    <message>
        <source>Before: %1</source>
        <translation>Vorher: %1</translation>
    </message>
    <message>
        <source>After: %1</source>
        <translation>Nachher: %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Notiz: %1</translation>
    </message>
    <message>
        <source>A later decision on this item replaced or withdrew this one.</source>
        <translation>Eine spätere Entscheidung zu diesem Element hat diese ersetzt oder zurückgezogen.</translation>
    </message>
    <message>
        <source>Leave the filter field for the trail</source>
        <translation>Filterfeld verlassen, zurück zum Protokoll</translation>
    </message>
    <message>
        <source>Audit trail</source>
        <translation>Änderungsprotokoll</translation>
    </message>
    <message>
        <source>Filter the trail by item, values or note</source>
        <translation>Protokoll nach Element, Werten oder Notiz filtern</translation>
    </message>
</context>
<context>
    <name>es::widgets::BackgroundJob</name>
    <message>
        <source>unknown error</source>
        <translation>unbekannter Fehler</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
</context>
<context>
    <name>es::widgets::ChartView</name>
    <message>
        <source>Export chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>chart.png</source>
        <translation>diagramm.png</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Export as PNG or SVG…</source>
        <translation>Als PNG oder SVG exportieren…</translation>
    </message>
</context>
<context>
    <name>es::widgets::ClusterEditor</name>
    <message>
        <source>Entity clusters</source>
        <translation>Entitätscluster</translation>
    </message>
    <message>
        <source>Attribute clusters of an entity</source>
        <translation>Attributcluster einer Entität</translation>
    </message>
    <message>
        <source>Clusters</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>Entity</source>
        <translation>Entität</translation>
    </message>
    <message>
        <source>Whose</source>
        <translation>Von wem</translation>
    </message>
    <message>
        <source>Start from gold</source>
        <translation>Mit Gold beginnen</translation>
    </message>
    <message>
        <source>Your clustering starts as a copy of gold.</source>
        <translation>Ihre Clusterung beginnt als Kopie von Gold.</translation>
    </message>
    <message>
        <source>Start from the annotations</source>
        <translation>Mit den Annotationen beginnen</translation>
    </message>
    <message>
        <source>One cluster per annotated entity or attribute.</source>
        <translation>Ein Cluster je annotierter Entität oder Attribut.</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Zusammenführen</translation>
    </message>
    <message>
        <source>Merge the selected clusters into the first.</source>
        <translation>Die ausgewählten Cluster im ersten zusammenführen.</translation>
    </message>
    <message>
        <source>Split out</source>
        <translation>Abtrennen</translation>
    </message>
    <message>
        <source>Each selected mention becomes a cluster of its own.</source>
        <translation>Jede ausgewählte Erwähnung wird ein eigener Cluster.</translation>
    </message>
    <message>
        <source>Move to…</source>
        <translation>Verschieben nach…</translation>
    </message>
    <message>
        <source>Move the selected mentions to another cluster (or drag them there).</source>
        <translation>Die ausgewählten Erwähnungen in einen anderen Cluster verschieben (oder dorthin ziehen).</translation>
    </message>
    <message>
        <source>Move mentions</source>
        <translation>Erwähnungen verschieben</translation>
    </message>
    <message>
        <source>To cluster:</source>
        <translation>In Cluster:</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <source>Rename the selected cluster&apos;s canonical name.</source>
        <translation>Den kanonischen Namen des ausgewählten Clusters ändern.</translation>
    </message>
    <message>
        <source>Rename cluster</source>
        <translation>Cluster umbenennen</translation>
    </message>
    <message>
        <source>Canonical name:</source>
        <translation>Kanonischer Name:</translation>
    </message>
    <message>
        <source>Add paraphrase…</source>
        <translation>Paraphrase hinzufügen…</translation>
    </message>
    <message>
        <source>Add an expansion paraphrase to the selected cluster.</source>
        <translation>Dem ausgewählten Cluster eine erweiternde Paraphrase hinzufügen.</translation>
    </message>
    <message>
        <source>Add paraphrase</source>
        <translation>Paraphrase hinzufügen</translation>
    </message>
    <message>
        <source>Paraphrase:</source>
        <translation>Paraphrase:</translation>
    </message>
    <message>
        <source>Yours (editable)</source>
        <translation>Ihre (bearbeitbar)</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>You have not clustered this procedure yet: start from gold or from the annotations.</source>
        <translation>Sie haben diese Prozedur noch nicht geclustert: mit Gold oder den Annotationen beginnen.</translation>
    </message>
    <message>
        <source>Drag mentions between clusters, or use the buttons; Ctrl+Z undoes. Italic mentions are paraphrases no file mentions.</source>
        <translation>Erwähnungen zwischen Clustern ziehen oder die Schaltflächen nutzen; Strg+Z macht rückgängig. Kursive Erwähnungen sind Paraphrasen, die keine Datei nennt.</translation>
    </message>
    <message>
        <source>Read only: choose &quot;Yours&quot; to edit your own clustering.</source>
        <translation>Nur lesen: „Ihre“ wählen, um die eigene Clusterung zu bearbeiten.</translation>
    </message>
    <message>
        <source>Start clusters from gold</source>
        <translation>Cluster mit Gold beginnen</translation>
    </message>
    <message>
        <source>Start clusters from the annotations</source>
        <translation>Cluster mit den Annotationen beginnen</translation>
    </message>
    <message numerus="yes">
        <source>Merge %n cluster(s)</source>
        <translation>
            <numerusform>%n Cluster zusammenführen</numerusform>
            <numerusform>%n Cluster zusammenführen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Split out %n mention(s)</source>
        <translation>
            <numerusform>%n Erwähnung abtrennen</numerusform>
            <numerusform>%n Erwähnungen abtrennen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n mention(s) to &quot;%1&quot;</source>
        <translation>
            <numerusform>%n Erwähnung nach „%1“ verschieben</numerusform>
            <numerusform>%n Erwähnungen nach „%1“ verschieben</numerusform>
        </translation>
    </message>
    <message>
        <source>Another cluster is already called &quot;%1&quot;.</source>
        <translation>Ein anderer Cluster heißt bereits „%1“.</translation>
    </message>
    <message>
        <source>Rename cluster to &quot;%1&quot;</source>
        <translation>Cluster in „%1“ umbenennen</translation>
    </message>
    <message>
        <source>Add paraphrase &quot;%1&quot;</source>
        <translation>Paraphrase „%1“ hinzufügen</translation>
    </message>
</context>
<context>
    <name>es::widgets::ClusterTreeModel</name>
    <message numerus="yes">
        <source>%1  (%n mention(s))</source>
        <translation>
            <numerusform>%1  (%n Erwähnung)</numerusform>
            <numerusform>%1  (%n Erwähnungen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>generated (%n paraphrase(s))</source>
        <translation>
            <numerusform>generiert (%n Paraphrase)</numerusform>
            <numerusform>generiert (%n Paraphrasen)</numerusform>
        </translation>
    </message>
    <message>
        <source>A paraphrase added to expand the cluster; no file mentions it.</source>
        <translation>Eine zur Erweiterung des Clusters hinzugefügte Paraphrase; keine Datei erwähnt sie.</translation>
    </message>
    <message>
        <source>Paraphrases the release generated to expand the cluster (its expansion), kept apart from the mentions; read only.</source>
        <translation>Paraphrasen, die im veröffentlichten Datensatz zur Erweiterung des Clusters generiert wurden (seine Erweiterung), getrennt von den Erwähnungen; nur lesbar.</translation>
    </message>
</context>
<context>
    <name>es::widgets::CohenKappaModel</name>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
</context>
<context>
    <name>es::widgets::ComparisonModel</name>
    <message>
        <source>Rater</source>
        <translation>Bewerter</translation>
    </message>
    <message>
        <source>Relation</source>
        <translation>Relation</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>Token F1</source>
        <translation>Token-F1</translation>
    </message>
    <message>
        <source>HIT@1</source>
        <translation>HIT@1</translation>
    </message>
    <message>
        <source>EM</source>
        <translation>EM</translation>
    </message>
</context>
<context>
    <name>es::widgets::ConfusionModel</name>
    <message numerus="yes">
        <source>%n question(s) in this cell</source>
        <translation>
            <numerusform>%n Frage in dieser Zelle</numerusform>
            <numerusform>%n Fragen in dieser Zelle</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>es::widgets::ConnectionDialog</name>
    <message>
        <source>Open team project</source>
        <translation>Teamprojekt öffnen</translation>
    </message>
    <message>
        <source>A team project lives in a database on a PostgreSQL server. EventScope saves no password: the server decides how you sign in (~/.pgpass, PGPASSWORD, certificates, your system login), and asks here when it needs a password.</source>
        <translation>Ein Teamprojekt liegt in einer Datenbank auf einem PostgreSQL-Server. EventScope speichert kein Passwort: der Server entscheidet, wie Sie sich anmelden (~/.pgpass, PGPASSWORD, Zertifikate, Ihre Systemanmeldung), und fragt hier, wenn er ein Passwort braucht.</translation>
    </message>
    <message>
        <source>localhost</source>
        <translation>localhost</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>e.g. esd</source>
        <translation>z. B. esd</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Datenbank:</translation>
    </message>
    <message>
        <source>your login on the server</source>
        <translation>Ihre Anmeldung auf dem Server</translation>
    </message>
    <message>
        <source>&amp;Login:</source>
        <translation>&amp;Anmeldung:</translation>
    </message>
    <message>
        <source>libpq&apos;s default (prefer)</source>
        <translation>Vorgabe von libpq (prefer)</translation>
    </message>
    <message>
        <source>disable: never encrypted</source>
        <translation>disable: nie verschlüsselt</translation>
    </message>
    <message>
        <source>prefer: encrypted when the server offers it</source>
        <translation>prefer: verschlüsselt, wenn der Server es anbietet</translation>
    </message>
    <message>
        <source>require: always encrypted</source>
        <translation>require: immer verschlüsselt</translation>
    </message>
    <message>
        <source>verify-ca: encrypted, the server&apos;s certificate checked</source>
        <translation>verify-ca: verschlüsselt, Zertifikat des Servers geprüft</translation>
    </message>
    <message>
        <source>verify-full: encrypted, certificate and server name checked</source>
        <translation>verify-full: verschlüsselt, Zertifikat und Servername geprüft</translation>
    </message>
    <message>
        <source>&amp;TLS:</source>
        <translation>&amp;TLS:</translation>
    </message>
    <message>
        <source>~/.postgresql/root.crt</source>
        <translation>~/.postgresql/root.crt</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;Root certificate:</source>
        <translation>&amp;Stammzertifikat:</translation>
    </message>
    <message>
        <source>postgresql://ann@db.example.org:5432/esd or host=… dbname=…</source>
        <translation>postgresql://ann@db.example.org:5432/esd oder host=… dbname=…</translation>
    </message>
    <message>
        <source>&amp;Connection string:</source>
        <translation>&amp;Verbindungszeichenkette:</translation>
    </message>
    <message>
        <source>only when the server asks for one</source>
        <translation>nur wenn der Server danach fragt</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;wort:</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>Root certificate</source>
        <translation>Stammzertifikat</translation>
    </message>
    <message>
        <source>Certificates (*.crt *.pem);;All files (*)</source>
        <translation>Zertifikate (*.crt *.pem);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbinde mit %1…</translation>
    </message>
    <message>
        <source>your login</source>
        <translation>Ihre Anmeldung</translation>
    </message>
    <message>
        <source>The server asks for the password of %1. EventScope keeps it in memory for this session only and never saves it.</source>
        <translation>Der Server fragt nach dem Passwort von %1. EventScope behält es nur für diese Sitzung im Speicher und speichert es nie.</translation>
    </message>
</context>
<context>
    <name>es::widgets::ErrorBarChart</name>
    <message>
        <source>No figure for this bar</source>
        <translation>Kein Wert für diesen Balken</translation>
    </message>
    <message>
        <source>%1 (%2% CI being computed…)</source>
        <translation>%1 (%2-%-Konfidenzintervall wird berechnet…)</translation>
    </message>
    <message>
        <source>%1 (no %2% CI: %3)</source>
        <translation>%1 (kein %2-%-Konfidenzintervall: %3)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>DeLong</source>
        <translation>DeLong</translation>
    </message>
    <message>
        <source>jackknife</source>
        <translation>Jackknife</translation>
    </message>
    <message>
        <source>standard error</source>
        <translation>Standardfehler</translation>
    </message>
    <message>
        <source>%1 resamples</source>
        <translation>%1 Stichproben</translation>
    </message>
    <message>
        <source>%1 (%2% CI %3–%4, %5)</source>
        <translation>%1 (%2-%-KI %3–%4, %5)</translation>
    </message>
    <message>
        <source>%1 (no %2% CI: too few items, or the figure is undefined in most resamples or has no standard error)</source>
        <translation>%1 (kein %2-%-Konfidenzintervall: zu wenige Elemente, oder der Wert ist in den meisten Stichproben undefiniert oder hat keinen Standardfehler)</translation>
    </message>
</context>
<context>
    <name>es::widgets::EsdPanel</name>
    <message>
        <source>Goal</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Core: goal only (C)</source>
        <translation>Core: nur das Ziel (C)</translation>
    </message>
    <message>
        <source>Full shows the goal with its wikiHow method; Core shows the goal alone.</source>
        <translation>Full zeigt das Ziel mit seiner wikiHow-Methode; Core zeigt nur das Ziel.</translation>
    </message>
    <message>
        <source>Steps of this goal</source>
        <translation>Schritte dieses Ziels</translation>
    </message>
    <message>
        <source>Is this step essential to the goal?</source>
        <translation>Ist dieser Schritt für das Ziel wesentlich?</translation>
    </message>
    <message>
        <source>&amp;1  Essential</source>
        <translation>&amp;1  Wesentlich</translation>
    </message>
    <message>
        <source>&amp;0  Non-essential</source>
        <translation>&amp;0  Nicht wesentlich</translation>
    </message>
    <message>
        <source>&amp;X  Invalid</source>
        <translation>&amp;X  Ungültig</translation>
    </message>
    <message>
        <source>Not a valid step, or offensive content</source>
        <translation>Kein gültiger Schritt oder anstößiger Inhalt</translation>
    </message>
    <message>
        <source>◀ Previous (K)</source>
        <translation>◀ Zurück (K)</translation>
    </message>
    <message>
        <source>Next (J) ▶</source>
        <translation>Weiter (J) ▶</translation>
    </message>
    <message>
        <source>Add optional step…</source>
        <translation>Optionalen Schritt hinzufügen…</translation>
    </message>
    <message>
        <source>Add optional step</source>
        <translation>Optionalen Schritt hinzufügen</translation>
    </message>
    <message>
        <source>A step that is not essential to &quot;%1&quot;:</source>
        <translation>Ein Schritt, der für „%1“ nicht wesentlich ist:</translation>
    </message>
    <message>
        <source>Pick a step in the navigator.</source>
        <translation>Einen Schritt im Navigator wählen.</translation>
    </message>
    <message>
        <source>Method: %1</source>
        <translation>Methode: %1</translation>
    </message>
    <message>
        <source>Your label: %1</source>
        <translation>Ihr Label: %1</translation>
    </message>
    <message>
        <source>Sign in to label.</source>
        <translation>Zum Labeln anmelden.</translation>
    </message>
    <message>
        <source>%1 · you labelled %2 of %3</source>
        <translation>%1 · Sie haben %2 von %3 gelabelt</translation>
    </message>
    <message>
        <source>This project has no ESD pairs yet: File &gt; Import files… (Ctrl+I) adds them.</source>
        <translation>Dieses Projekt hat noch keine ESD-Paare: Datei &gt; Dateien importieren… (Strg+I) fügt sie hinzu.</translation>
    </message>
    <message>
        <source>Decide (Enter)</source>
        <translation>Entscheiden (Eingabe)</translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation>Abbrechen (Esc)</translation>
    </message>
    <message>
        <source>You are signed in as a viewer: viewers read and change nothing. Annotators label; adjudicators decide.</source>
        <translation>Sie sind als Betrachter angemeldet: Betrachter lesen und ändern nichts. Annotatoren labeln; Adjudikatoren entscheiden.</translation>
    </message>
    <message>
        <source>Annotators label; you decide. Decide %1 as %2? The decision becomes this pair&apos;s gold. Press the key again or Enter to decide, Esc to cancel.</source>
        <translation>Annotatoren labeln; Sie entscheiden. %1 als %2 entscheiden? Die Entscheidung wird das Gold dieses Paars. Zum Entscheiden die Taste erneut oder Eingabe drücken, Esc bricht ab.</translation>
    </message>
    <message>
        <source>OK (Esc)</source>
        <translation>OK (Esc)</translation>
    </message>
    <message>
        <source>Decide %1 as %2</source>
        <translation>%1 als %2 entscheiden</translation>
    </message>
    <message>
        <source>Not decided. Annotators label; 1, 0 or X offers to decide this pair.</source>
        <translation>Nicht entschieden. Annotatoren labeln; 1, 0 oder X bietet an, dieses Paar zu entscheiden.</translation>
    </message>
    <message>
        <source>Not decided. You are a viewer: annotators label, adjudicators decide.</source>
        <translation>Nicht entschieden. Sie sind Betrachter: Annotatoren labeln, Adjudikatoren entscheiden.</translation>
    </message>
    <message>
        <source>Decided: %1, by %2</source>
        <translation>Entschieden: %1, von %2</translation>
    </message>
    <message>
        <source>%1 · %2 of %3 decided</source>
        <translation>%1 · %2 von %3 entschieden</translation>
    </message>
    <message>
        <source>Decide the pair as offered</source>
        <translation>Das Paar wie angeboten entscheiden</translation>
    </message>
    <message>
        <source>Cancel the offered decision, close a notice</source>
        <translation>Angebotene Entscheidung abbrechen, Hinweis schließen</translation>
    </message>
    <message>
        <source>Label the pair essential (adjudicators: offer a decision)</source>
        <translation>Paar als wesentlich labeln (Adjudikatoren: Entscheidung anbieten)</translation>
    </message>
    <message>
        <source>Label the pair non-essential</source>
        <translation>Paar als nicht wesentlich labeln</translation>
    </message>
    <message>
        <source>Label the pair invalid</source>
        <translation>Paar als ungültig labeln</translation>
    </message>
    <message>
        <source>Next pair</source>
        <translation>Nächstes Paar</translation>
    </message>
    <message>
        <source>Previous pair</source>
        <translation>Vorheriges Paar</translation>
    </message>
    <message>
        <source>Core: show the goal without its modifier</source>
        <translation>Kern: das Ziel ohne seinen Zusatz zeigen</translation>
    </message>
    <message>
        <source>Your label: %1 (not saved yet: the server is unreachable)</source>
        <translation>Ihr Label: %1 (noch nicht gespeichert: der Server ist nicht erreichbar)</translation>
    </message>
    <message>
        <source>Contribute an optional step for this goal: it waits for labels, yours too</source>
        <translation>Einen optionalen Schritt zu diesem Ziel beitragen: er wartet auf Labels, auch auf Ihres</translation>
    </message>
    <message>
        <source> · decided by an adjudicator: your label counts in agreement, not in its gold</source>
        <translation> · von einer Schlichtung entschieden: Ihr Label zählt für die Übereinstimmung, nicht für den Goldstandard</translation>
    </message>
    <message>
        <source>%1 · you labelled %2 of %3 assigned pairs</source>
        <translation>%1 · Sie haben %2 von %3 zugewiesenen Paaren gelabelt</translation>
    </message>
    <message>
        <source>Your Core label: %1 (your Full label: %2; uncheck Core to give that one)</source>
        <translation>Ihr Core-Label: %1 (Ihr Full-Label: %2; Core abwählen, um jenes zu vergeben)</translation>
    </message>
    <message>
        <source>%1 · you labelled %2 of %3 in Core</source>
        <translation>%1 · Sie haben %2 von %3 in Core gelabelt</translation>
    </message>
</context>
<context>
    <name>es::widgets::EsdSession</name>
    <message>
        <source>ESD pair &quot;%1&quot; is no longer in the project.</source>
        <translation>ESD-Paar „%1“ ist nicht mehr im Projekt.</translation>
    </message>
    <message>
        <source>ESD pair &quot;%1&quot;: your label changed since, and stays as it is</source>
        <translation>ESD-Paar „%1“: Ihr Label hat sich inzwischen geändert und bleibt, wie es ist</translation>
    </message>
</context>
<context>
    <name>es::widgets::EsdStatisticsPanel</name>
    <message>
        <source>You: %v of %m labelled (%p%)</source>
        <translation>Sie: %v von %m gelabelt (%p %)</translation>
    </message>
    <message>
        <source>Fleiss&apos; kappa:</source>
        <translation>Fleiss’ Kappa:</translation>
    </message>
    <message>
        <source>Percent agreement:</source>
        <translation>Prozentuale Übereinstimmung:</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s alpha:</source>
        <translation>Krippendorffs Alpha:</translation>
    </message>
    <message>
        <source>Vs. others&apos; majority:</source>
        <translation>Gegen Mehrheit der anderen:</translation>
    </message>
    <message>
        <source>Cohen&apos;s kappa (kept pairs)</source>
        <translation>Cohens Kappa (behaltene Paare)</translation>
    </message>
    <message>
        <source>AUROC by model</source>
        <translation>AUROC nach Modell</translation>
    </message>
    <message>
        <source>ROC curves</source>
        <translation>ROC-Kurven</translation>
    </message>
    <message>
        <source>AUROC against model size</source>
        <translation>AUROC nach Modellgröße</translation>
    </message>
    <message>
        <source>AUROC</source>
        <translation>AUROC</translation>
    </message>
    <message>
        <source>ROC</source>
        <translation>ROC</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>%1 %2 (n = %3)</source>
        <translation>%1 %2 (n = %3)</translation>
    </message>
    <message>
        <source>Full (goal + modifier)</source>
        <translation>Full (Ziel + Methode)</translation>
    </message>
    <message>
        <source>Core (goal only)</source>
        <translation>Core (nur Ziel)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>False positive rate</source>
        <translation>Falsch-Positiv-Rate</translation>
    </message>
    <message>
        <source>True positive rate</source>
        <translation>Richtig-Positiv-Rate</translation>
    </message>
    <message>
        <source>chance</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>AUROC against model size (no model gives &quot;params&quot;)</source>
        <translation>AUROC nach Modellgröße (kein Modell gibt „params“ an)</translation>
    </message>
    <message>
        <source>No %1% CI: %2</source>
        <translation>Kein %1-%-Konfidenzintervall: %2</translation>
    </message>
    <message>
        <source>%1% CI being computed…</source>
        <translation>%1-%-Konfidenzintervall wird berechnet…</translation>
    </message>
    <message>
        <source>full</source>
        <translation>Full</translation>
    </message>
    <message>
        <source>core</source>
        <translation>Core</translation>
    </message>
    <message>
        <source>%1 (%2) · AUROC</source>
        <translation>%1 (%2) · AUROC</translation>
    </message>
    <message>
        <source>%1 · AUROC %2 (%3% CI being computed…)</source>
        <translation>%1 · AUROC %2 (%3-%-KI wird berechnet…)</translation>
    </message>
    <message>
        <source>%1 · AUROC %2 (no %3% CI: too few pairs with gold)</source>
        <translation>%1 · AUROC %2 (kein %3-%-KI: zu wenige Paare mit Gold)</translation>
    </message>
    <message>
        <source>%1 · AUROC %2 (%3% CI %4–%5)</source>
        <translation>%1 · AUROC %2 (%3-%-KI %4–%5)</translation>
    </message>
    <message>
        <source>%1 · %2 parameters</source>
        <translation>%1 · %2 Parameter</translation>
    </message>
    <message>
        <source>Parameters, millions (log scale)</source>
        <translation>Parameter, Millionen (log. Skala)</translation>
    </message>
    <message>
        <source>Human (%1)</source>
        <translation>Mensch (%1)</translation>
    </message>
    <message>
        <source>%1% CI %2–%3, %4</source>
        <translation>%1-%-KI %2–%3, %4</translation>
    </message>
    <message>
        <source>You: %v of %m assigned pairs labelled (%p%)</source>
        <translation>Sie: %v von %m zugewiesenen Paaren gelabelt (%p %)</translation>
    </message>
    <message>
        <source>Gold: %1 essential, %2 non-essential, %3 tied (no gold)</source>
        <translation>Gold: %1 wesentlich, %2 nicht wesentlich, %3 unentschieden (kein Gold)</translation>
    </message>
    <message>
        <source>Gold: %1 essential, %2 non-essential</source>
        <translation>Gold: %1 wesentlich, %2 nicht wesentlich</translation>
    </message>
    <message>
        <source>%1 pairs: %2 kept, %3 invalid, %4 incomplete</source>
        <translation>%1 Paare: %2 behalten, %3 ungültig, %4 unvollständig</translation>
    </message>
    <message>
        <source>Gwet&apos;s AC1:</source>
        <translation>Gwets AC1:</translation>
    </message>
    <message>
        <source>Lists in the navigator the pairs on which annotators gave different labels</source>
        <translation>Listet im Navigator die Paare, denen Annotatoren verschiedene Labels gaben</translation>
    </message>
    <message>
        <source>No %1% CI: too few kept pairs, or the figure is undefined in most resamples or has no standard error</source>
        <translation>Kein %1-%-Konfidenzintervall: zu wenige behaltene Paare, oder die Kennzahl ist in den meisten Stichproben undefiniert oder hat keinen Standardfehler</translation>
    </message>
    <message>
        <source>Show disagreeing pairs</source>
        <translation>Abweichende Paare zeigen</translation>
    </message>
    <message>
        <source>Human baseline:</source>
        <translation>Menschlicher Vergleichswert:</translation>
    </message>
    <message>
        <source>%1 (%2): mean member accuracy %3 (%4 sampled pairs, seed %5)</source>
        <translation>%1 (%2): mittlere Genauigkeit der Mitglieder %3 (%4 Paare in der Stichprobe, Startwert %5)</translation>
    </message>
    <message>
        <source>Core</source>
        <translation>Core</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Full</translation>
    </message>
    <message>
        <source>You: %v of %m labelled in Core (%p%)</source>
        <translation>Sie: %v von %m in Core gelabelt (%p %)</translation>
    </message>
</context>
<context>
    <name>es::widgets::EsterComparisonTab</name>
    <message>
        <source>gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>%1 (model, %2)</source>
        <translation>%1 (Modell, %2)</translation>
    </message>
</context>
<context>
    <name>es::widgets::EsterEditorTab</name>
    <message>
        <source>Question about an event of the passage</source>
        <translation>Frage zu einem Ereignis der Passage</translation>
    </message>
    <message>
        <source>Answers in their colours; Delete removes the selected one</source>
        <translation>Antworten in ihren Farben; Entf entfernt die ausgewählte</translation>
    </message>
    <message>
        <source>&amp;Add selection as answer</source>
        <translation>Markierung als &amp;Antwort hinzufügen</translation>
    </message>
    <message>
        <source>Select words in the passage, then A</source>
        <translation>Wörter in der Passage markieren, dann A</translation>
    </message>
    <message>
        <source>Remove answer</source>
        <translation>Antwort entfernen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save the question and its answers (Enter)</source>
        <translation>Frage und Antworten speichern (Eingabe)</translation>
    </message>
    <message>
        <source>✗ %1</source>
        <translation>✗ %1</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>✓ Saved.</source>
        <translation>✓ Gespeichert.</translation>
    </message>
    <message>
        <source>✓ Ready to save (Enter).</source>
        <translation>✓ Bereit zum Speichern (Eingabe).</translation>
    </message>
    <message>
        <source>Keys 1-5 choose the relation</source>
        <translation>Tasten 1-5 wählen die Relation</translation>
    </message>
    <message>
        <source>Typing: 1-5 are digits; Esc, then 1-5 choose the relation</source>
        <translation>Beim Tippen sind 1-5 Ziffern; Esc, danach wählen 1-5 die Relation</translation>
    </message>
</context>
<context>
    <name>es::widgets::EsterNavigatorModel</name>
    <message>
        <source>Passage / question</source>
        <translation>Passage / Frage</translation>
    </message>
    <message>
        <source>Relation</source>
        <translation>Relation</translation>
    </message>
</context>
<context>
    <name>es::widgets::EsterNgramModel</name>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
</context>
<context>
    <name>es::widgets::EsterPanel</name>
    <message>
        <source>Causal</source>
        <translation>Kausal</translation>
    </message>
    <message>
        <source>Conditional</source>
        <translation>Konditional</translation>
    </message>
    <message>
        <source>Counterfactual</source>
        <translation>Kontrafaktisch</translation>
    </message>
    <message>
        <source>Sub-event</source>
        <translation>Unterereignis</translation>
    </message>
    <message>
        <source>Coreference</source>
        <translation>Koreferenz</translation>
    </message>
    <message>
        <source>All questions</source>
        <translation>Alle Fragen</translation>
    </message>
    <message>
        <source>Not answered by me</source>
        <translation>Von mir unbeantwortet</translation>
    </message>
    <message>
        <source>With gold answers</source>
        <translation>Mit Gold-Antworten</translation>
    </message>
    <message>
        <source>Missed by a model (EM 0)</source>
        <translation>Von einem Modell verfehlt (EM 0)</translation>
    </message>
    <message>
        <source>Every relation</source>
        <translation>Jede Relation</translation>
    </message>
    <message>
        <source>Search passages and questions</source>
        <translation>Passagen und Fragen durchsuchen</translation>
    </message>
    <message>
        <source>&amp;Trigger mode</source>
        <translation>&amp;Trigger-Modus</translation>
    </message>
    <message>
        <source>Click a word or select words to add or remove an event trigger (T)</source>
        <translation>Ein Wort anklicken oder Wörter markieren, um einen Ereignis-Trigger hinzuzufügen oder zu entfernen (T)</translation>
    </message>
    <message>
        <source>&amp;New question</source>
        <translation>&amp;Neue Frage</translation>
    </message>
    <message>
        <source>Write a new question about this passage (N)</source>
        <translation>Eine neue Frage zu dieser Passage schreiben (N)</translation>
    </message>
    <message>
        <source>&amp;Question</source>
        <translation>&amp;Frage</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Prüfung</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Vergleich</translation>
    </message>
    <message>
        <source>No ESTER passages in this project yet.</source>
        <translation>Dieses Projekt enthält noch keine ESTER-Passagen.</translation>
    </message>
    <message>
        <source>Choose a passage or question.</source>
        <translation>Wählen Sie eine Passage oder Frage.</translation>
    </message>
    <message numerus="yes">
        <source>Passage %1 of %2 · %n question(s)</source>
        <translation>
            <numerusform>Passage %1 von %2 · %n Frage</numerusform>
            <numerusform>Passage %1 von %2 · %n Fragen</numerusform>
        </translation>
    </message>
    <message>
        <source> · your triggers</source>
        <translation> · Ihre Trigger</translation>
    </message>
    <message>
        <source> · released triggers</source>
        <translation> · veröffentlichte Trigger</translation>
    </message>
    <message>
        <source>Add question &quot;%1&quot;</source>
        <translation>Frage „%1“ hinzufügen</translation>
    </message>
    <message>
        <source>Answer &quot;%1&quot;</source>
        <translation>„%1“ beantworten</translation>
    </message>
    <message>
        <source>Edit question</source>
        <translation>Frage bearbeiten</translation>
    </message>
    <message>
        <source>Save answers</source>
        <translation>Antworten speichern</translation>
    </message>
    <message>
        <source>Change triggers</source>
        <translation>Trigger ändern</translation>
    </message>
    <message>
        <source>Mark valid</source>
        <translation>Als gültig markieren</translation>
    </message>
    <message>
        <source>Mark invalid</source>
        <translation>Als ungültig markieren</translation>
    </message>
    <message>
        <source>Add missing answer</source>
        <translation>Fehlende Antwort hinzufügen</translation>
    </message>
    <message>
        <source>Q: %1 (%2)</source>
        <translation>F: %1 (%2)</translation>
    </message>
    <message>
        <source>New question about this passage</source>
        <translation>Neue Frage zu dieser Passage</translation>
    </message>
    <message>
        <source>Relation: %1</source>
        <translation>Relation: %1</translation>
    </message>
    <message>
        <source>Add the selected words as an answer</source>
        <translation>Die markierten Wörter als Antwort hinzufügen</translation>
    </message>
    <message>
        <source>Trigger mode on or off</source>
        <translation>Trigger-Modus ein oder aus</translation>
    </message>
    <message>
        <source>Next question</source>
        <translation>Nächste Frage</translation>
    </message>
    <message>
        <source>Previous question</source>
        <translation>Vorherige Frage</translation>
    </message>
    <message>
        <source>Review: the question is valid</source>
        <translation>Prüfung: die Frage ist gültig</translation>
    </message>
    <message>
        <source>Review: the question is invalid</source>
        <translation>Prüfung: die Frage ist ungültig</translation>
    </message>
    <message>
        <source>Review: add the selected words as a missing answer</source>
        <translation>Prüfung: die markierten Wörter als fehlende Antwort hinzufügen</translation>
    </message>
    <message>
        <source>Save the question and its answers</source>
        <translation>Die Frage und ihre Antworten speichern</translation>
    </message>
    <message>
        <source>Remove the selected answer</source>
        <translation>Die gewählte Antwort entfernen</translation>
    </message>
    <message>
        <source>Leave the question field (then 1-5 choose the relation)</source>
        <translation>Fragefeld verlassen (danach wählen 1-5 die Relation)</translation>
    </message>
    <message>
        <source>Leave the search field for the list</source>
        <translation>Suchfeld verlassen, zurück zur Liste</translation>
    </message>
    <message>
        <source>Written by…</source>
        <translation>Verfasst von…</translation>
    </message>
    <message>
        <source>Review sample per writer</source>
        <translation>Prüfstichprobe je Verfasser</translation>
    </message>
    <message>
        <source>Whose questions: the author in EventScope, or the worker a released question names</source>
        <translation>Wessen Fragen: der Autor in EventScope oder der Crowdworker, den eine veröffentlichte Frage nennt</translation>
    </message>
    <message>
        <source>&amp;Writer:</source>
        <translation>Ve&amp;rfasser:</translation>
    </message>
    <message>
        <source>How many questions of each writer to review</source>
        <translation>Wie viele Fragen jedes Verfassers zu prüfen sind</translation>
    </message>
    <message>
        <source>The same seed draws the same questions on any machine; a larger sample keeps the smaller one&apos;s questions</source>
        <translation>Derselbe Startwert zieht auf jedem Rechner dieselben Fragen; eine größere Stichprobe behält die Fragen der kleineren</translation>
    </message>
    <message>
        <source>&amp;Per writer:</source>
        <translation>&amp;Je Verfasser:</translation>
    </message>
    <message>
        <source>See&amp;d:</source>
        <translation>Start&amp;wert:</translation>
    </message>
    <message>
        <source>Review tab: invalid, %1</source>
        <translation>Reiter Prüfung: ungültig, %1</translation>
    </message>
    <message>
        <source>Leave the review&apos;s reason field (then 1-7 give a reason)</source>
        <translation>Begründungsfeld der Prüfung verlassen (danach wählen 1-7 einen Grund)</translation>
    </message>
    <message>
        <source>Every writer</source>
        <translation>Alle Verfasser</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) to review</source>
        <translation>
            <numerusform>%n zu prüfende Frage</numerusform>
            <numerusform>%n zu prüfende Fragen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n writer(s)</source>
        <translation>
            <numerusform>%n Verfasser</numerusform>
            <numerusform>%n Verfasser</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reviewed by you</source>
        <translation>
            <numerusform>%n von Ihnen geprüft</numerusform>
            <numerusform>%n von Ihnen geprüft</numerusform>
        </translation>
    </message>
    <message>
        <source>Mark invalid: %1</source>
        <translation>Als ungültig markieren: %1</translation>
    </message>
    <message>
        <source>Unsaved answers</source>
        <translation>Nicht gespeicherte Antworten</translation>
    </message>
    <message>
        <source>The new question and its answers are not saved.</source>
        <translation>Die neue Frage und ihre Antworten sind nicht gespeichert.</translation>
    </message>
    <message>
        <source>Your changes to this question&apos;s answers are not saved.</source>
        <translation>Ihre Änderungen an den Antworten dieser Frage sind nicht gespeichert.</translation>
    </message>
</context>
<context>
    <name>es::widgets::EsterReviewTab</name>
    <message>
        <source>Reason (for an invalid question)</source>
        <translation>Begründung (für eine ungültige Frage)</translation>
    </message>
    <message>
        <source>&amp;Valid (V)</source>
        <translation>&amp;Gültig (V)</translation>
    </message>
    <message>
        <source>&amp;Invalid (I)</source>
        <translation>&amp;Ungültig (I)</translation>
    </message>
    <message>
        <source>Add selection as &amp;missing answer (M)</source>
        <translation>Markierung als &amp;fehlende Antwort hinzufügen (M)</translation>
    </message>
    <message>
        <source>Invalid: %1 (%2 on this tab)</source>
        <translation>Ungültig: %1 (Taste %2 auf diesem Reiter)</translation>
    </message>
    <message>
        <source>Invalid because (keys 1-7 on this tab):</source>
        <translation>Ungültig, weil (Tasten 1-7 auf diesem Reiter):</translation>
    </message>
    <message>
        <source>Choose a question to review.</source>
        <translation>Wählen Sie eine Frage zur Prüfung.</translation>
    </message>
    <message>
        <source>%1
Relation: %2
Answers by %3:
%4</source>
        <translation>%1
Relation: %2
Antworten von %3:
%4</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Not reviewed by you yet.</source>
        <translation>Von Ihnen noch nicht geprüft.</translation>
    </message>
    <message>
        <source>You marked it valid.</source>
        <translation>Sie haben sie als gültig markiert.</translation>
    </message>
    <message>
        <source>You marked it invalid.</source>
        <translation>Sie haben sie als ungültig markiert.</translation>
    </message>
    <message>
        <source>You marked it invalid: %1</source>
        <translation>Sie haben sie als ungültig markiert: %1</translation>
    </message>
</context>
<context>
    <name>es::widgets::EsterSharedPassagesModel</name>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Passage</source>
        <translation>Passage</translation>
    </message>
    <message>
        <source>Splits</source>
        <translation>Splits</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Anfang</translation>
    </message>
</context>
<context>
    <name>es::widgets::EsterSplitTypesModel</name>
    <message>
        <source>Relation type</source>
        <translation>Relationstyp</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Gold answers per question with gold answers</source>
        <translation>Gold-Antworten pro Frage mit Gold-Antworten</translation>
    </message>
    <message>
        <source>Answers per question</source>
        <translation>Antworten pro Frage</translation>
    </message>
</context>
<context>
    <name>es::widgets::EsterSplitsModel</name>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <source>%1 gold answers to %2 of the %3 questions (those with gold answers)</source>
        <translation>%1 Gold-Antworten auf %2 der %3 Fragen (die mit Gold-Antworten)</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Split</translation>
    </message>
    <message>
        <source>Distinct passages of the split&apos;s questions</source>
        <translation>Verschiedene Passagen der Fragen des Splits</translation>
    </message>
    <message>
        <source>Passages</source>
        <translation>Passagen</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Gold answers per question with gold answers</source>
        <translation>Gold-Antworten pro Frage mit Gold-Antworten</translation>
    </message>
    <message>
        <source>Answers
per Q</source>
        <translation>Antworten
pro Frage</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <comment>passage tokens, mean / max</comment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Passage length in tokens (lowercased, punctuation removed, split at every run of white space): the mean over the split&apos;s passages and the longest</source>
        <translation>Passagenlänge in Tokens (kleingeschrieben, ohne Satzzeichen, an jeder Folge von Leerraum getrennt): das Mittel über die Passagen des Splits und die längste</translation>
    </message>
    <message>
        <source>Tokens
mean / max</source>
        <translation>Tokens
Mittel / Max.</translation>
    </message>
</context>
<context>
    <name>es::widgets::EsterSplitsTab</name>
    <message>
        <source>Each split imported as gold: its distinct passages, questions, gold answers per question with gold, and passage length in tokens.</source>
        <translation>Jeder als Gold importierte Split: seine verschiedenen Passagen, Fragen, Gold-Antworten pro Frage mit Gold und die Passagenlänge in Tokens.</translation>
    </message>
    <message>
        <source>Splits</source>
        <translation>Splits</translation>
    </message>
    <message>
        <source>The figures per split could not be computed: %1</source>
        <translation>Die Kennzahlen je Split ließen sich nicht berechnen: %1</translation>
    </message>
    <message>
        <source>List the passages</source>
        <translation>Passagen auflisten</translation>
    </message>
    <message>
        <source>Passages that more than one split lists: the passage&apos;s id, its first words and the splits.</source>
        <translation>Passagen, die mehr als ein Split enthält: die Kennung der Passage, ihre ersten Wörter und die Splits.</translation>
    </message>
    <message>
        <source>Hide the passages</source>
        <translation>Passagen ausblenden</translation>
    </message>
    <message>
        <source>&amp;Chart:</source>
        <translation>&amp;Diagramm:</translation>
    </message>
    <message>
        <source>Questions by relation type</source>
        <translation>Fragen nach Relationstyp</translation>
    </message>
    <message>
        <source>Answers per question by relation type</source>
        <translation>Antworten pro Frage nach Relationstyp</translation>
    </message>
    <message>
        <source>Questions by relation type and split</source>
        <translation>Fragen nach Relationstyp und Split</translation>
    </message>
    <message>
        <source>&amp;Split:</source>
        <translation>&amp;Split:</translation>
    </message>
    <message>
        <source>&amp;Relation type:</source>
        <translation>&amp;Relationstyp:</translation>
    </message>
    <message>
        <source>The chosen split&apos;s questions and gold answers by relation type.</source>
        <translation>Fragen und Gold-Antworten des gewählten Splits nach Relationstyp.</translation>
    </message>
    <message>
        <source>The %1 most frequent question openings (a question&apos;s first %2 tokens) and answer n-grams (every %3 consecutive tokens of a gold answer) of the chosen split and relation type.</source>
        <translation>Die %1 häufigsten Fragenanfänge (die ersten %2 Tokens einer Frage) und Antwort-N-Gramme (je %3 aufeinanderfolgende Tokens einer Gold-Antwort) des gewählten Splits und Relationstyps.</translation>
    </message>
    <message>
        <source>Question opening</source>
        <translation>Fragenanfang</translation>
    </message>
    <message>
        <source>Answer n-gram</source>
        <translation>Antwort-N-Gramm</translation>
    </message>
    <message>
        <source>Working blind, you see the figures of the splits you imported as gold: none yet.</source>
        <translation>Wer blind arbeitet, sieht die Kennzahlen der Splits, die er selbst als Gold importiert hat: noch keiner.</translation>
    </message>
    <message>
        <source>No split imported as gold yet: the figures per split appear once one is.</source>
        <translation>Noch kein Split als Gold importiert: Die Kennzahlen je Split erscheinen, sobald einer importiert ist.</translation>
    </message>
    <message numerus="yes">
        <source>%n passage(s) in more than one split (%1): ESTER keeps training and evaluation passages apart, so a model trained on one of these splits and scored on another has read them.</source>
        <translation>
            <numerusform>%n Passage in mehr als einem Split (%1): ESTER hält Trainings- und Evaluationspassagen getrennt, ein Modell, das auf einem dieser Splits trainiert und auf einem anderen bewertet wird, hat sie also schon gelesen.</numerusform>
            <numerusform>%n Passagen in mehr als einem Split (%1): ESTER hält Trainings- und Evaluationspassagen getrennt, ein Modell, das auf einem dieser Splits trainiert und auf einem anderen bewertet wird, hat sie also schon gelesen.</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Answers per question by relation type and split</source>
        <translation>Antworten pro Frage nach Relationstyp und Split</translation>
    </message>
    <message>
        <source>questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>answers per question</source>
        <translation>Antworten pro Frage</translation>
    </message>
    <message>
        <source>relation type</source>
        <translation>Relationstyp</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 questions</source>
        <translation>%1 · %2 · %3 Fragen</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 gold answers per question (%4 questions with gold)</source>
        <translation>%1 · %2 · %3 Gold-Antworten pro Frage (%4 Fragen mit Gold)</translation>
    </message>
</context>
<context>
    <name>es::widgets::EsterStatisticsPanel</name>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <source>Models against gold</source>
        <translation>Modelle gegen Gold</translation>
    </message>
    <message>
        <source>Token F1 by relation type</source>
        <translation>Token-F1 nach Relationstyp</translation>
    </message>
    <message>
        <source>Answers per question by relation type</source>
        <translation>Antworten pro Frage nach Relationstyp</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Modelle</translation>
    </message>
    <message>
        <source>By type</source>
        <translation>Nach Typ</translation>
    </message>
    <message>
        <source>Type confusion</source>
        <translation>Typ-Verwechslungen</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>%1 passages, %2 questions (%3 with gold)</source>
        <translation>%1 Passagen, %2 Fragen (%3 mit Gold)</translation>
    </message>
    <message numerus="yes">
        <source>%1 / %2: token F1 %3, EM %4 on %n question(s)</source>
        <translation>
            <numerusform>%1 / %2: Token-F1 %3, EM %4 auf %n Frage</numerusform>
            <numerusform>%1 / %2: Token-F1 %3, EM %4 auf %n Fragen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Relation types, Fleiss&apos; kappa: %1 (%n question(s) typed by everyone)</source>
        <translation>
            <numerusform>Relationstypen, Fleiss’ Kappa: %1 (%n Frage von allen typisiert)</numerusform>
            <numerusform>Relationstypen, Fleiss’ Kappa: %1 (%n Fragen von allen typisiert)</numerusform>
        </translation>
    </message>
    <message>
        <source>McNemar %1 vs %2 on %3: p = %4</source>
        <translation>McNemar %1 gegen %2 bei %3: p = %4</translation>
    </message>
    <message>
        <source>EM</source>
        <translation>EM</translation>
    </message>
    <message>
        <source>HIT@1</source>
        <translation>HIT@1</translation>
    </message>
    <message>
        <source>Token F1</source>
        <translation>Token-F1</translation>
    </message>
    <message>
        <source>no model predictions</source>
        <translation>keine Modellvorhersagen</translation>
    </message>
    <message>
        <source>score</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Questions by relation type</source>
        <translation>Fragen nach Relationstyp</translation>
    </message>
    <message>
        <source>token F1</source>
        <translation>Token-F1</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>answers per question</source>
        <translation>Antworten pro Frage</translation>
    </message>
    <message>
        <source>Rows: the person&apos;s relation type; columns: the question&apos;s own type. Click a cell to list those questions; right-click to export.</source>
        <translation>Zeilen: Relationstyp der Person; Spalten: Typ der Frage selbst. Eine Zelle anklicken listet diese Fragen; Rechtsklick exportiert.</translation>
    </message>
    <message>
        <source>Export as PNG…</source>
        <translation>Als PNG exportieren…</translation>
    </message>
    <message>
        <source>Export heat map</source>
        <translation>Heatmap exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>EventScope</source>
        <translation>EventScope</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Cause</source>
        <comment>causal relation, chart axis</comment>
        <translation>Kaus</translation>
    </message>
    <message>
        <source>Cond</source>
        <comment>conditional relation, chart axis</comment>
        <translation>Kond</translation>
    </message>
    <message>
        <source>Cfact</source>
        <comment>counterfactual relation, chart axis</comment>
        <translation>Kfakt</translation>
    </message>
    <message>
        <source>Sub</source>
        <comment>sub-event relation, chart axis</comment>
        <translation>Unter</translation>
    </message>
    <message>
        <source>Coref</source>
        <comment>coreference relation, chart axis</comment>
        <translation>Koref</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · questions: %2</source>
        <translation>%1 · Fragen: %2</translation>
    </message>
    <message>
        <source>%1 · %2 · token F1</source>
        <translation>%1 · %2 · Token-F1</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 answers per question</source>
        <translation>%1 · %2 · %3 Antworten je Frage</translation>
    </message>
    <message>
        <source>no question</source>
        <translation>keine Frage</translation>
    </message>
    <message>
        <source>Human (%1)</source>
        <translation>Mensch (%1)</translation>
    </message>
    <message>
        <source>Each person&apos;s types (counts)</source>
        <translation>Typen jeder Person (Anzahlen)</translation>
    </message>
    <message>
        <source>Question type against the majority (row %)</source>
        <translation>Fragetyp gegen die Mehrheit (Zeilen-%)</translation>
    </message>
    <message numerus="yes">
        <source>Answers, pairwise micro-F1: %1 (%n question(s) two people answered)</source>
        <translation>
            <numerusform>Antworten, paarweiser Mikro-F1: %1 (%n Frage, die zwei Personen beantworteten)</numerusform>
            <numerusform>Antworten, paarweiser Mikro-F1: %1 (%n Fragen, die zwei Personen beantworteten)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rows: the question&apos;s own type; columns: the type most of its typers chose (%n question(s) typed by two or more people, %1 without a majority left out); each row&apos;s shares. Click a cell to list the questions of its row&apos;s type; right-click to export.</source>
        <translation>
            <numerusform>Zeilen: der eigene Typ der Frage; Spalten: der Typ, den die meisten Typvergebenden wählten (%n Frage von zwei oder mehr Personen typisiert, %1 ohne Mehrheit ausgelassen); Anteile jeder Zeile. Klicken Sie auf eine Zelle, um die Fragen vom Typ ihrer Zeile aufzulisten; Rechtsklick zum Exportieren.</numerusform>
            <numerusform>Zeilen: der eigene Typ der Frage; Spalten: der Typ, den die meisten Typvergebenden wählten (%n Fragen von zwei oder mehr Personen typisiert, %1 ohne Mehrheit ausgelassen); Anteile jeder Zeile. Klicken Sie auf eine Zelle, um die Fragen vom Typ ihrer Zeile aufzulisten; Rechtsklick zum Exportieren.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each model whose predictions were imported as runs over seeds: the mean and sample standard deviation (n - 1) of its runs&apos; figures.</source>
        <translation>Jedes Modell, dessen Vorhersagen als Läufe über Seeds importiert wurden: Mittelwert und Stichproben-Standardabweichung (n - 1) der Kennzahlen seiner Läufe.</translation>
    </message>
    <message>
        <source>Seeds</source>
        <translation>Seeds</translation>
    </message>
</context>
<context>
    <name>es::widgets::ExpansionModel</name>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>✓ correct</source>
        <translation>✓ korrekt</translation>
    </message>
    <message>
        <source>✗ wrong</source>
        <translation>✗ falsch</translation>
    </message>
    <message>
        <source>entity</source>
        <translation>Entität</translation>
    </message>
    <message>
        <source>attribute</source>
        <translation>Attribut</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>The cluster&apos;s own names: %1</source>
        <translation>Die eigenen Namen des Clusters: %1</translation>
    </message>
    <message>
        <source>Cluster of</source>
        <translation>Cluster-Art</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>Generated paraphrase</source>
        <translation>Generierte Paraphrase</translation>
    </message>
    <message>
        <source>Judgement</source>
        <translation>Urteil</translation>
    </message>
</context>
<context>
    <name>es::widgets::ExpansionView</name>
    <message>
        <source>Judgements of</source>
        <translation>Urteile von</translation>
    </message>
    <message>
        <source>Expansions: the paraphrase is correct</source>
        <translation>Erweiterungen: die Paraphrase ist korrekt</translation>
    </message>
    <message>
        <source>Expansions: the paraphrase is wrong</source>
        <translation>Erweiterungen: die Paraphrase ist falsch</translation>
    </message>
    <message>
        <source>Expansions: withdraw the judgement</source>
        <translation>Erweiterungen: das Urteil zurückziehen</translation>
    </message>
    <message>
        <source>Expansions: next paraphrase</source>
        <translation>Erweiterungen: nächste Paraphrase</translation>
    </message>
    <message>
        <source>Expansions: previous paraphrase</source>
        <translation>Erweiterungen: vorherige Paraphrase</translation>
    </message>
    <message>
        <source>Is the generated paraphrase a correct name of the cluster? Y or 1 correct · N or 0 wrong · Delete withdraws · J / K next / previous</source>
        <translation>Ist die generierte Paraphrase ein korrekter Name des Clusters? Y oder 1 korrekt · N oder 0 falsch · Entf zieht zurück · J / K nächste / vorherige</translation>
    </message>
    <message>
        <source>The released clusters of this procedure carry no generated paraphrases.</source>
        <translation>Die veröffentlichten Cluster dieser Prozedur enthalten keine generierten Paraphrasen.</translation>
    </message>
    <message>
        <source>Your judgements of the paraphrases the release generated for this procedure&apos;s clusters</source>
        <translation>Ihre Urteile über die Paraphrasen, die im veröffentlichten Datensatz für die Cluster dieser Prozedur generiert wurden</translation>
    </message>
    <message>
        <source>The paraphrases the release generated; no one&apos;s judgements to show</source>
        <translation>Die im veröffentlichten Datensatz generierten Paraphrasen; keine Urteile zu zeigen</translation>
    </message>
    <message>
        <source>%1&apos;s judgements (read only)</source>
        <translation>Urteile von %1 (nur lesbar)</translation>
    </message>
    <message>
        <source>This procedure: %1 of %2 paraphrases judged, %3 correct</source>
        <translation>Diese Prozedur: %1 von %2 Paraphrasen beurteilt, %3 korrekt</translation>
    </message>
    <message>
        <source>Entity paraphrases: none of %1 judged</source>
        <translation>Entitäts-Paraphrasen: keine von %1 beurteilt</translation>
    </message>
    <message>
        <source>Attribute paraphrases: none of %1 judged</source>
        <translation>Attribut-Paraphrasen: keine von %1 beurteilt</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <source>Entity paraphrases: %1 correct of %2 judged (%3); %4 generated</source>
        <translation>Entitäts-Paraphrasen: %1 korrekt von %2 beurteilten (%3); %4 generiert</translation>
    </message>
    <message>
        <source>Attribute paraphrases: %1 correct of %2 judged (%3); %4 generated</source>
        <translation>Attribut-Paraphrasen: %1 korrekt von %2 beurteilten (%3); %4 generiert</translation>
    </message>
    <message>
        <source>The OpenPI 2.0 paper found 83.3% of entity and 59.4% of attribute paraphrases correct.</source>
        <translation>Der OpenPI-2.0-Artikel fand 83.3 % der Entitäts- und 59.4 % der Attribut-Paraphrasen korrekt.</translation>
    </message>
    <message>
        <source>Judge &quot;%1&quot; correct</source>
        <translation>„%1“ als korrekt beurteilen</translation>
    </message>
    <message>
        <source>Judge &quot;%1&quot; wrong</source>
        <translation>„%1“ als falsch beurteilen</translation>
    </message>
    <message>
        <source>Withdraw the judgement of &quot;%1&quot;</source>
        <translation>Urteil über „%1“ zurückziehen</translation>
    </message>
</context>
<context>
    <name>es::widgets::GoalStepsModel</name>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Contributed by %1</source>
        <translation>Beigetragen von %1</translation>
    </message>
    <message>
        <source>Contributed step</source>
        <translation>Beigetragener Schritt</translation>
    </message>
</context>
<context>
    <name>es::widgets::ImportDialog</name>
    <message>
        <source>Import files</source>
        <translation>Dateien importieren</translation>
    </message>
    <message>
        <source>Check each file&apos;s format and give the names the file does not hold itself. Every file lands or none does.</source>
        <translation>Das Format jeder Datei prüfen und die Namen angeben, die die Datei nicht selbst enthält. Alle Dateien werden übernommen oder keine.</translation>
    </message>
    <message>
        <source>&amp;Add files…</source>
        <translation>Dateien &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Selected file</source>
        <translation>Ausgewählte Datei</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>A&amp;nnotator:</source>
        <translation>A&amp;nnotator:</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modell:</translation>
    </message>
    <message>
        <source>&amp;Split:</source>
        <translation>&amp;Split:</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>empty: the answers are gold</source>
        <translation>leer: die Antworten sind Gold</translation>
    </message>
    <message>
        <source>empty: procedures only, or give a model</source>
        <translation>leer: nur Prozeduren, oder ein Modell angeben</translation>
    </message>
    <message>
        <source>whose clustering: an annotator or a model</source>
        <translation>wessen Clusterung: ein Annotator oder ein Modell</translation>
    </message>
    <message>
        <source>whose &quot;label&quot; the lines carry</source>
        <translation>wessen „label“ die Zeilen tragen</translation>
    </message>
    <message>
        <source>empty: procedures only, or give an annotator</source>
        <translation>leer: nur Prozeduren, oder einen Annotator angeben</translation>
    </message>
    <message>
        <source>the file names %1</source>
        <translation>die Datei nennt %1</translation>
    </message>
    <message>
        <source>which model gave the scores or answers</source>
        <translation>welches Modell die Scores oder Antworten gab</translation>
    </message>
    <message>
        <source>the split the predictions answer, in its order</source>
        <translation>der Split, den die Vorhersagen beantworten, in seiner Reihenfolge</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>z. B. %1</translation>
    </message>
    <message>
        <source>Add the files to import.</source>
        <translation>Die zu importierenden Dateien hinzufügen.</translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation>Importiere…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Import cancelled; the project is unchanged.</source>
        <translation>Import abgebrochen; das Projekt ist unverändert.</translation>
    </message>
    <message>
        <source>%1; the project is unchanged.</source>
        <translation>%1; das Projekt ist unverändert.</translation>
    </message>
    <message>
        <source>Imported:</source>
        <translation>Importiert:</translation>
    </message>
    <message>
        <source>who analysed the model&apos;s schemata</source>
        <translation>wer die Schemata des Modells analysiert hat</translation>
    </message>
    <message>
        <source>who judged the paraphrases</source>
        <translation>wer die Paraphrasen beurteilt hat</translation>
    </message>
    <message>
        <source>empty: the gold states the models are scored against</source>
        <translation>leer: die Gold-Zustände, an denen die Modelle gemessen werden</translation>
    </message>
    <message>
        <source>whose schemata the analysis judges</source>
        <translation>wessen Schemata die Analyse beurteilt</translation>
    </message>
    <message>
        <source>Warnings:</source>
        <translation>Warnungen:</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>S&amp;eed:</translation>
    </message>
    <message>
        <source>empty: a run of its own; else one of the model&apos;s seeds</source>
        <translation>leer: ein eigener Lauf; sonst einer der Seeds des Modells</translation>
    </message>
</context>
<context>
    <name>es::widgets::ImportFileListModel</name>
    <message>
        <source>%1 — format not recognised</source>
        <translation>%1 — Format nicht erkannt</translation>
    </message>
</context>
<context>
    <name>es::widgets::InvalidReasonsModel</name>
    <message>
        <source>No reason given</source>
        <translation>Keine Begründung</translation>
    </message>
    <message>
        <source>All reviews</source>
        <translation>Alle Prüfungen</translation>
    </message>
    <message>
        <source>below %1% validity</source>
        <translation>unter %1 % Gültigkeit</translation>
    </message>
</context>
<context>
    <name>es::widgets::KappaHeatMapModel</name>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message numerus="yes">
        <source>κ = %1 over %n kept pair(s)</source>
        <translation>
            <numerusform>κ = %1 über %n behaltenes Paar</numerusform>
            <numerusform>κ = %1 über %n behaltene Paare</numerusform>
        </translation>
    </message>
    <message>
        <source>Undefined: %1</source>
        <translation>Undefiniert: %1</translation>
    </message>
</context>
<context>
    <name>es::widgets::KeyListModel</name>
    <message>
        <source>Key</source>
        <translation>Taste</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Wirkung</translation>
    </message>
</context>
<context>
    <name>es::widgets::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New project…</source>
        <translation>&amp;Neues Projekt…</translation>
    </message>
    <message>
        <source>&amp;Open project…</source>
        <translation>Projekt ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Import files…</source>
        <translation>Dateien &amp;importieren…</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About EventScope</source>
        <translation>&amp;Über EventScope</translation>
    </message>
    <message>
        <source>All pairs</source>
        <translation>Alle Paare</translation>
    </message>
    <message>
        <source>Mine unlabelled</source>
        <translation>Von mir ungelabelt</translation>
    </message>
    <message>
        <source>Disagreements</source>
        <translation>Uneinigkeiten</translation>
    </message>
    <message>
        <source>Invalid</source>
        <translation>Ungültig</translation>
    </message>
    <message>
        <source>Search goals and steps (Ctrl+F)</source>
        <translation>Ziele und Schritte suchen (Strg+F)</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>EventScope</source>
        <translation>EventScope</translation>
    </message>
    <message>
        <source>%1 — EventScope</source>
        <translation>%1 — EventScope</translation>
    </message>
    <message>
        <source>No project</source>
        <translation>Kein Projekt</translation>
    </message>
    <message>
        <source>Project: %1</source>
        <translation>Projekt: %1</translation>
    </message>
    <message>
        <source>Not signed in</source>
        <translation>Nicht angemeldet</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>Neues Projekt</translation>
    </message>
    <message>
        <source>%1 already exists; open it instead, or choose a new name.</source>
        <translation>%1 existiert bereits; öffnen Sie es oder wählen Sie einen neuen Namen.</translation>
    </message>
    <message>
        <source>Open project</source>
        <translation>Projekt öffnen</translation>
    </message>
    <message>
        <source>Import files</source>
        <translation>Dateien importieren</translation>
    </message>
    <message>
        <source>About EventScope</source>
        <translation>Über EventScope</translation>
    </message>
    <message>
        <source>EventScope %1
A workbench for annotating, adjudicating and analysing event-centric NLP datasets (ESD, ESTER, OpenPI 2.0).</source>
        <translation>EventScope %1
Eine Werkbank zum Annotieren, Adjudizieren und Analysieren ereigniszentrierter NLP-Datensätze (ESD, ESTER, OpenPI 2.0).</translation>
    </message>
    <message>
        <source>EventScope projects (*.eventscope *.sqlite *.db);;All files (*)</source>
        <translation>EventScope-Projekte (*.eventscope *.sqlite *.db);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Show &amp;other annotators&apos; labels and answers</source>
        <translation>&amp;Labels und Antworten anderer Annotatoren zeigen</translation>
    </message>
    <message>
        <source>ESD: essential steps</source>
        <translation>ESD: wesentliche Schritte</translation>
    </message>
    <message>
        <source>ESTER: event relation QA</source>
        <translation>ESTER: Ereignisrelationen-QA</translation>
    </message>
    <message>
        <source>OpenPI: entity states and salience</source>
        <translation>OpenPI: Entitätszustände und Salienz</translation>
    </message>
    <message>
        <source>%1 rated an entity&apos;s global salience %2</source>
        <translation>%1 bewertete die globale Salienz einer Entität mit %2</translation>
    </message>
    <message>
        <source>%1 rated an entity&apos;s local salience %2</source>
        <translation>%1 bewertete die lokale Salienz einer Entität mit %2</translation>
    </message>
    <message>
        <source>%1&apos;s clusters differ from gold</source>
        <translation>Die Cluster von %1 weichen von Gold ab</translation>
    </message>
    <message>
        <source>&amp;Export report as HTML…</source>
        <translation>Bericht als &amp;HTML exportieren…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>Adjudication</source>
        <translation>Adjudikation</translation>
    </message>
    <message>
        <source>Annotators</source>
        <translation>Annotatoren</translation>
    </message>
    <message>
        <source>Audit trail</source>
        <translation>Änderungsprotokoll</translation>
    </message>
    <message>
        <source>Ctrl+Shift+A</source>
        <translation>Ctrl+Shift+A</translation>
    </message>
    <message>
        <source>Withdraw decision on %1</source>
        <translation>Entscheidung zu %1 zurückziehen</translation>
    </message>
    <message>
        <source>Withdraw decision on question %1</source>
        <translation>Entscheidung zu Frage %1 zurückziehen</translation>
    </message>
    <message>
        <source>Withdraw decision on clusters</source>
        <translation>Entscheidung zu den Clustern zurückziehen</translation>
    </message>
    <message>
        <source>Withdraw salience decision</source>
        <translation>Salienz-Entscheidung zurückziehen</translation>
    </message>
    <message>
        <source>Signed in: %1 (%2)</source>
        <translation>Angemeldet: %1 (%2)</translation>
    </message>
    <message>
        <source>Export report as HTML</source>
        <translation>Bericht als HTML exportieren</translation>
    </message>
    <message>
        <source>HTML files (*.html *.htm)</source>
        <translation>HTML-Dateien (*.html *.htm)</translation>
    </message>
    <message>
        <source>Sign in first: the report shows what your role may see.</source>
        <translation>Bitte zuerst anmelden: Der Bericht zeigt, was Ihre Rolle sehen darf.</translation>
    </message>
    <message>
        <source>Report written to %1.</source>
        <translation>Bericht nach %1 geschrieben.</translation>
    </message>
    <message>
        <source>Report export cancelled; nothing was written.</source>
        <translation>Berichtsexport abgebrochen; nichts wurde geschrieben.</translation>
    </message>
    <message>
        <source>ESD</source>
        <translation>ESD</translation>
    </message>
    <message>
        <source>ESTER</source>
        <translation>ESTER</translation>
    </message>
    <message>
        <source>OpenPI</source>
        <translation>OpenPI</translation>
    </message>
    <message>
        <source>Adjudication: decide where people disagree</source>
        <translation>Adjudikation: entscheiden, wo die Beteiligten uneins sind</translation>
    </message>
    <message>
        <source>&amp;Sign in…</source>
        <translation>&amp;Anmelden…</translation>
    </message>
    <message>
        <source>No one is signed in.

EventScope shows a project&apos;s labels, answers, ratings and figures only to someone signed in: annotators see their own work, adjudicators and viewers everyone&apos;s.</source>
        <translation>Niemand ist angemeldet.

EventScope zeigt die Labels, Antworten, Bewertungen und Kennzahlen eines Projekts nur angemeldeten Personen: Annotatoren sehen ihre eigene Arbeit, Adjudikatoren und Betrachter die aller.</translation>
    </message>
    <message>
        <source>Sign in…</source>
        <translation>Anmelden…</translation>
    </message>
    <message>
        <source>Undo the last edit</source>
        <translation>Die letzte Änderung rückgängig machen</translation>
    </message>
    <message>
        <source>Redo the edit undone</source>
        <translation>Die rückgängig gemachte Änderung wiederholen</translation>
    </message>
    <message>
        <source>&amp;Find in this dataset&apos;s list</source>
        <translation>In der Liste dieses Datensatzes &amp;suchen</translation>
    </message>
    <message>
        <source>&amp;ESD</source>
        <translation>&amp;ESD</translation>
    </message>
    <message>
        <source>ES&amp;TER</source>
        <translation>ES&amp;TER</translation>
    </message>
    <message>
        <source>Open&amp;PI</source>
        <translation>Open&amp;PI</translation>
    </message>
    <message>
        <source>A&amp;djudication</source>
        <translation>A&amp;djudikation</translation>
    </message>
    <message>
        <source>Show the %1 tab</source>
        <translation>Den Reiter %1 zeigen</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Leave the search field for the list</source>
        <translation>Suchfeld verlassen, zurück zur Liste</translation>
    </message>
    <message>
        <source>You are signed in as an adjudicator: annotators write, answer, review, rate and cluster; you decide in the Adjudication tab (Ctrl+4).</source>
        <translation>Sie sind als Adjudikator angemeldet: Annotatoren schreiben, beantworten, prüfen, bewerten und clustern; Sie entscheiden im Reiter Adjudikation (Strg+4).</translation>
    </message>
    <message>
        <source>You are signed in as a viewer: viewers read and change nothing.</source>
        <translation>Sie sind als Betrachter angemeldet: Betrachter lesen und ändern nichts.</translation>
    </message>
    <message>
        <source>On this team project you work as %1, the name you connected with; connect under another name to work as someone else.</source>
        <translation>In diesem Teamprojekt arbeiten Sie als %1, dem Namen, mit dem Sie verbunden sind; verbinden Sie sich unter einem anderen Namen, um als jemand anderes zu arbeiten.</translation>
    </message>
    <message>
        <source>The connection to the server was lost; EventScope connects again by itself.</source>
        <translation>Die Verbindung zum Server ist abgebrochen; EventScope verbindet sich von selbst neu.</translation>
    </message>
    <message>
        <source>Server unreachable: reconnecting…</source>
        <translation>Server nicht erreichbar: verbinde neu…</translation>
    </message>
    <message numerus="yes">
        <source>Server unreachable: reconnecting… %n label(s) not saved yet</source>
        <translation>
            <numerusform>Server nicht erreichbar: verbinde neu… %n Label noch nicht gespeichert</numerusform>
            <numerusform>Server nicht erreichbar: verbinde neu… %n Labels noch nicht gespeichert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saving %n label(s)…</source>
        <translation>
            <numerusform>Speichere %n Label…</numerusform>
            <numerusform>Speichere %n Labels…</numerusform>
        </translation>
    </message>
    <message>
        <source>Connected to the server again.</source>
        <translation>Wieder mit dem Server verbunden.</translation>
    </message>
    <message numerus="yes">
        <source>Connected to the server again; %n waiting label(s) saved.</source>
        <translation>
            <numerusform>Wieder mit dem Server verbunden; %n wartendes Label gespeichert.</numerusform>
            <numerusform>Wieder mit dem Server verbunden; %n wartende Labels gespeichert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Labels not saved</source>
        <translation>Labels nicht gespeichert</translation>
    </message>
    <message numerus="yes">
        <source>%n label(s) could not be saved: the server is unreachable. Close anyway and lose them?</source>
        <translation>
            <numerusform>%n Label konnte nicht gespeichert werden: der Server ist nicht erreichbar. Trotzdem schließen und es verwerfen?</numerusform>
            <numerusform>%n Labels konnten nicht gespeichert werden: der Server ist nicht erreichbar. Trotzdem schließen und sie verwerfen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Open &amp;team project…</source>
        <translation>&amp;Teamprojekt öffnen…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>Project file lost: nothing more is saved to it</source>
        <translation>Projektdatei verloren: nichts wird mehr darin gespeichert</translation>
    </message>
    <message>
        <source>Your role is now %1.</source>
        <translation>Ihre Rolle ist jetzt %1.</translation>
    </message>
    <message>
        <source>Report written</source>
        <translation>Bericht geschrieben</translation>
    </message>
    <message>
        <source>The report was written to %1.</source>
        <translation>Der Bericht wurde nach %1 geschrieben.</translation>
    </message>
    <message>
        <source>Open report</source>
        <translation>Bericht öffnen</translation>
    </message>
    <message>
        <source>Viewers import nothing: an adjudicator or an annotator imports</source>
        <translation>Betrachter importieren nichts: Adjudikatoren oder Annotatoren importieren</translation>
    </message>
</context>
<context>
    <name>es::widgets::ModelErrorsModel</name>
    <message>
        <source>Decided by %1: %2</source>
        <translation>Entschieden von %1: %2</translation>
    </message>
    <message>
        <source>%1 (decided)</source>
        <translation>%1 (entschieden)</translation>
    </message>
    <message>
        <source>Majority of the annotators</source>
        <translation>Mehrheit der Annotatoren</translation>
    </message>
    <message>
        <source>No gold: the pair is incomplete, invalid or tied</source>
        <translation>Kein Gold: Das Paar ist unvollständig, ungültig oder im Gleichstand</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>True positive: essential, predicted essential</source>
        <translation>Richtig positiv: wesentlich, als wesentlich vorhergesagt</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>False positive: non-essential, predicted essential</source>
        <translation>Falsch positiv: nicht wesentlich, als wesentlich vorhergesagt</translation>
    </message>
    <message>
        <source>FP</source>
        <translation>FP</translation>
    </message>
    <message>
        <source>False negative: essential, predicted non-essential</source>
        <translation>Falsch negativ: wesentlich, als nicht wesentlich vorhergesagt</translation>
    </message>
    <message>
        <source>FN</source>
        <translation>FN</translation>
    </message>
    <message>
        <source>True negative: non-essential, predicted non-essential</source>
        <translation>Richtig negativ: nicht wesentlich, als nicht wesentlich vorhergesagt</translation>
    </message>
    <message>
        <source>TN</source>
        <translation>TN</translation>
    </message>
    <message>
        <source>No gold, so no outcome</source>
        <translation>Kein Gold, also kein Ergebnis</translation>
    </message>
    <message>
        <source>not labelled</source>
        <translation>nicht gelabelt</translation>
    </message>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>0</source>
        <translation>0</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>No labels</source>
        <translation>Keine Labels</translation>
    </message>
    <message>
        <source>%1 of %2 labels agree with the most frequent one</source>
        <translation>%1 von %2 Labels stimmen mit dem häufigsten überein</translation>
    </message>
    <message>
        <source>%1 (%2/%3)</source>
        <translation>%1 (%2/%3)</translation>
    </message>
    <message>
        <source>Rank by the model&apos;s score, most essential first</source>
        <translation>Rang nach dem Score des Modells, wesentlichste zuerst</translation>
    </message>
    <message>
        <source>Final gold: an adjudicator&apos;s decision, else the annotators&apos; majority</source>
        <translation>Endgültiges Gold: die Entscheidung eines Adjudikators, sonst die Mehrheit der Annotatoren</translation>
    </message>
    <message>
        <source>The model&apos;s prediction at the threshold against the gold</source>
        <translation>Die Vorhersage des Modells an der Schwelle gegen das Gold</translation>
    </message>
    <message>
        <source>Share of the labels equal to the most frequent label</source>
        <translation>Anteil der Labels, die dem häufigsten Label gleichen</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>Übereinstimmung</translation>
    </message>
</context>
<context>
    <name>es::widgets::ModelErrorsView</name>
    <message>
        <source>All pairs</source>
        <translation>Alle Paare</translation>
    </message>
    <message>
        <source>Errors only (FP and FN)</source>
        <translation>Nur Fehler (FP und FN)</translation>
    </message>
    <message>
        <source>False positives</source>
        <translation>Falsch Positive</translation>
    </message>
    <message>
        <source>False negatives</source>
        <translation>Falsch Negative</translation>
    </message>
    <message>
        <source>Only pairs this annotator labelled</source>
        <translation>Nur von diesem Annotator gelabelte Paare</translation>
    </message>
    <message>
        <source>Goal contains…</source>
        <translation>Ziel enthält…</translation>
    </message>
    <message>
        <source>Any agreement</source>
        <translation>Jede Übereinstimmung</translation>
    </message>
    <message>
        <source>Unanimous</source>
        <translation>Einstimmig</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Uneinig</translation>
    </message>
    <message>
        <source>Unanimous: two or more labels, all equal. Split: two or more labels that differ.</source>
        <translation>Einstimmig: zwei oder mehr Labels, alle gleich. Uneinig: zwei oder mehr Labels, die sich unterscheiden.</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modell:</translation>
    </message>
    <message>
        <source>&amp;Outcome:</source>
        <translation>&amp;Ergebnis:</translation>
    </message>
    <message>
        <source>A&amp;greement:</source>
        <translation>Übe&amp;reinstimmung:</translation>
    </message>
    <message>
        <source>A&amp;nnotator:</source>
        <translation>A&amp;nnotator:</translation>
    </message>
    <message>
        <source>Goa&amp;l:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <source>&amp;Threshold:</source>
        <translation>&amp;Schwelle:</translation>
    </message>
    <message>
        <source>&amp;Best (Youden)</source>
        <translation>Bes&amp;te (Youden)</translation>
    </message>
    <message>
        <source>The threshold with the largest true positive rate minus false positive rate</source>
        <translation>Die Schwelle mit der größten Richtig-Positiv-Rate minus Falsch-Positiv-Rate</translation>
    </message>
    <message>
        <source>Any annotator</source>
        <translation>Jeder Annotator</translation>
    </message>
    <message>
        <source>No model scores in this project.</source>
        <translation>Keine Modell-Scores in diesem Projekt.</translation>
    </message>
    <message>
        <source>n/a (%1)</source>
        <translation>k. A. (%1)</translation>
    </message>
    <message>
        <source>%1: AUROC %2, n = %3 (%4 essential, %5 non-essential); %6 pairs scored</source>
        <translation>%1: AUROC %2, n = %3 (%4 wesentlich, %5 nicht wesentlich); %6 Paare mit Score</translation>
    </message>
    <message>
        <source>Lower scores mean essential: the model predicts essential when score ≤ threshold.</source>
        <translation>Niedrigere Scores bedeuten wesentlich: Das Modell sagt wesentlich vorher, wenn Score ≤ Schwelle.</translation>
    </message>
    <message>
        <source>Higher scores mean essential: the model predicts essential when score ≥ threshold.</source>
        <translation>Höhere Scores bedeuten wesentlich: Das Modell sagt wesentlich vorher, wenn Score ≥ Schwelle.</translation>
    </message>
    <message>
        <source>Model errors: %1</source>
        <translation>Modellfehler: %1</translation>
    </message>
    <message>
        <source>Needs pairs of both gold classes with a score</source>
        <translation>Braucht Paare beider Gold-Klassen mit Score</translation>
    </message>
    <message>
        <source>At %1:   TP %2   FP %3   FN %4   TN %5   precision %6   recall %7</source>
        <translation>Bei %1:   TP %2   FP %3   FN %4   TN %5   Precision %6   Recall %7</translation>
    </message>
    <message>
        <source>   Youden&apos;s J %1</source>
        <translation>   Youdens J %1</translation>
    </message>
    <message>
        <source>   (best)</source>
        <translation>   (beste)</translation>
    </message>
    <message>
        <source>%1 of %2 scored pairs shown. Double-click a row to open the pair.</source>
        <translation>%1 von %2 Paaren mit Score angezeigt. Doppelklick auf eine Zeile öffnet das Paar.</translation>
    </message>
    <message>
        <source>non-essential (decided)</source>
        <translation>nicht wesentlich (entschieden)</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>Übereinstimmung</translation>
    </message>
    <message>
        <source>Leave the goal filter for the table</source>
        <translation>Zielfilter verlassen, zurück zur Tabelle</translation>
    </message>
    <message>
        <source>ESD model errors</source>
        <translation>ESD-Modellfehler</translation>
    </message>
</context>
<context>
    <name>es::widgets::OfflineActions</name>
    <message>
        <source>Please wait</source>
        <translation>Bitte warten</translation>
    </message>
    <message>
        <source>Sync with the server</source>
        <translation>Mit dem Server synchronisieren</translation>
    </message>
    <message>
        <source>&amp;Check out for offline work…</source>
        <translation>Für Offline-Arbeit &amp;auschecken…</translation>
    </message>
    <message>
        <source>Take your work on this team project into a file, to label without a network</source>
        <translation>Ihre Arbeit an diesem Teamprojekt in eine Datei mitnehmen, um ohne Netzwerk zu labeln</translation>
    </message>
    <message>
        <source>S&amp;ync with the server</source>
        <translation>Mit dem Server s&amp;ynchronisieren</translation>
    </message>
    <message>
        <source>Write the labels given in this checkout back to its server</source>
        <translation>Die in diesem Checkout vergebenen Labels auf seinen Server zurückschreiben</translation>
    </message>
    <message>
        <source>EventScope</source>
        <translation>EventScope</translation>
    </message>
    <message>
        <source>Check out for offline work</source>
        <translation>Für Offline-Arbeit auschecken</translation>
    </message>
    <message>
        <source>EventScope projects (*.eventscope *.sqlite *.db);;All files (*)</source>
        <translation>EventScope-Projekte (*.eventscope *.sqlite *.db);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%1 already exists; check out into a new file.</source>
        <translation>%1 existiert bereits; checken Sie in eine neue Datei aus.</translation>
    </message>
    <message>
        <source>Checking out your work into %1…</source>
        <translation>Ihre Arbeit wird nach %1 ausgecheckt…</translation>
    </message>
    <message>
        <source>Checked out</source>
        <translation>Ausgecheckt</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s work, %n ESD label(s), is in %2. Label there offline, then File &gt; Sync with the server writes your labels back.</source>
        <translation>
            <numerusform>Die Arbeit von %1, %n ESD-Label, ist in %2. Labeln Sie dort offline; danach schreibt Datei &gt; Mit dem Server synchronisieren Ihre Labels zurück.</numerusform>
            <numerusform>Die Arbeit von %1, %n ESD-Labels, ist in %2. Labeln Sie dort offline; danach schreibt Datei &gt; Mit dem Server synchronisieren Ihre Labels zurück.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open the checkout</source>
        <translation>Checkout öffnen</translation>
    </message>
    <message>
        <source>Stay on the server</source>
        <translation>Auf dem Server bleiben</translation>
    </message>
    <message>
        <source>Syncing with %1…</source>
        <translation>Synchronisiere mit %1…</translation>
    </message>
</context>
<context>
    <name>es::widgets::OpenPiPanel</name>
    <message>
        <source>Search goals</source>
        <translation>Ziele durchsuchen</translation>
    </message>
    <message>
        <source>Procedure</source>
        <translation>Prozedur</translation>
    </message>
    <message>
        <source>Salience</source>
        <translation>Salienz</translation>
    </message>
    <message>
        <source>Clusters</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>%1 (model)</source>
        <translation>%1 (Modell)</translation>
    </message>
    <message>
        <source>Showing: %1</source>
        <translation>Angezeigt: %1</translation>
    </message>
    <message>
        <source>Leave the search field for the list</source>
        <translation>Suchfeld verlassen, zurück zur Liste</translation>
    </message>
    <message>
        <source>Show all procedures</source>
        <translation>Alle Prozeduren zeigen</translation>
    </message>
    <message>
        <source>List every procedure again, in their order</source>
        <translation>Wieder alle Prozeduren in ihrer Reihenfolge auflisten</translation>
    </message>
    <message>
        <source>Schema errors</source>
        <translation>Schemafehler</translation>
    </message>
    <message>
        <source>Label a model&apos;s predicted schemata: correct, no change, nonsense, and the pairs it missed (Table 5)</source>
        <translation>Die vorhergesagten Schemata eines Modells labeln: korrekt, keine Änderung, Unsinn, und die Paare, die es verfehlt hat (Tabelle 5)</translation>
    </message>
    <message>
        <source>Expansions</source>
        <translation>Erweiterungen</translation>
    </message>
    <message>
        <source>Judge the paraphrases the release generated for the gold clusters</source>
        <translation>Die im veröffentlichten Datensatz für die Gold-Cluster generierten Paraphrasen beurteilen</translation>
    </message>
    <message>
        <source>entity F1</source>
        <translation>Entitäts-F1</translation>
    </message>
    <message>
        <source>attribute F1</source>
        <translation>Attribut-F1</translation>
    </message>
    <message>
        <source>local entity F1</source>
        <translation>Entitäts-F1 lokal</translation>
    </message>
    <message>
        <source>local attribute F1</source>
        <translation>Attribut-F1 lokal</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <source>%1&apos;s schemata, lowest %2 first (with expansion)</source>
        <translation>Schemata von %1, nach %2 aufsteigend (mit Erweiterung)</translation>
    </message>
    <message>
        <source>%1&apos;s schemata, lowest %2 first</source>
        <translation>Schemata von %1, nach %2 aufsteigend</translation>
    </message>
    <message>
        <source>the procedures %1 analysed of %2&apos;s schemata</source>
        <translation>die Prozeduren, in denen %1 die Schemata von %2 analysiert hat</translation>
    </message>
    <message>
        <source>the procedures where %1 judged entity paraphrases</source>
        <translation>die Prozeduren, in denen %1 Entitäts-Paraphrasen beurteilt hat</translation>
    </message>
    <message>
        <source>the procedures where %1 judged attribute paraphrases</source>
        <translation>die Prozeduren, in denen %1 Attribut-Paraphrasen beurteilt hat</translation>
    </message>
    <message>
        <source>α %1</source>
        <translation>α %1</translation>
    </message>
    <message>
        <source>%1 / %2, lowest global α first</source>
        <translation>%1 / %2, niedrigstes globales α zuerst</translation>
    </message>
    <message>
        <source>%1 / %2, lowest local α first</source>
        <translation>%1 / %2, niedrigstes lokales α zuerst</translation>
    </message>
    <message>
        <source>MUC F1</source>
        <translation>MUC-F1</translation>
    </message>
    <message>
        <source>B-cubed F1</source>
        <translation>B-cubed-F1</translation>
    </message>
    <message>
        <source>CEAF-e F1</source>
        <translation>CEAF-e-F1</translation>
    </message>
    <message>
        <source>%1&apos;s entity clusters, lowest %2 first</source>
        <translation>Entitätscluster von %1, niedrigster %2 zuerst</translation>
    </message>
    <message>
        <source>%1&apos;s attribute clusters, lowest %2 first</source>
        <translation>Attributcluster von %1, niedrigster %2 zuerst</translation>
    </message>
    <message>
        <source>States</source>
        <translation>Zustände</translation>
    </message>
    <message>
        <source>Write the procedure&apos;s state changes: per step, entity, attribute, before and after</source>
        <translation>Die Zustandsänderungen der Prozedur schreiben: je Schritt Entität, Attribut, vorher und nachher</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>states F1 %1, exact %2</source>
        <translation>Zustände F1 %1, exakt %2</translation>
    </message>
    <message>
        <source>%1 and %2&apos;s state changes, lowest F1 first</source>
        <translation>Zustandsänderungen von %1 und %2, niedrigstes F1 zuerst</translation>
    </message>
</context>
<context>
    <name>es::widgets::OpenPiProcedureTab</name>
    <message>
        <source>Rows: entities under their canonical names; columns: steps. Select a cell to see every mention behind it.</source>
        <translation>Zeilen: Entitäten unter ihren kanonischen Namen; Spalten: Schritte. Eine Zelle auswählen, um alle Erwähnungen dahinter zu sehen.</translation>
    </message>
    <message>
        <source>Select a cell to see the mentions behind it.</source>
        <translation>Eine Zelle auswählen, um die Erwähnungen dahinter zu sehen.</translation>
    </message>
    <message>
        <source>Mentions behind the cell</source>
        <translation>Erwähnungen hinter der Zelle</translation>
    </message>
    <message>
        <source>No OpenPI procedures yet: import a procedures file (File &gt; Import).</source>
        <translation>Noch keine OpenPI-Prozeduren: eine Prozedurdatei importieren (Datei &gt; Importieren).</translation>
    </message>
    <message>
        <source>%1 (procedure %2)</source>
        <translation>%1 (Prozedur %2)</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>Entity &quot;%1&quot;, mentions: %2</source>
        <translation>Entität „%1“, Erwähnungen: %2</translation>
    </message>
    <message>
        <source>  attribute mentions: %1</source>
        <translation>  Attributerwähnungen: %1</translation>
    </message>
    <message>
        <source>    before: %1</source>
        <translation>    vorher: %1</translation>
    </message>
    <message>
        <source>    after: %1</source>
        <translation>    nachher: %1</translation>
    </message>
</context>
<context>
    <name>es::widgets::OpenPiSalienceTab</name>
    <message>
        <source>Entities (J / K)</source>
        <translation>Entitäten (J / K)</translation>
    </message>
    <message>
        <source>%v of %m ratings in this procedure</source>
        <translation>%v von %m Bewertungen in dieser Prozedur</translation>
    </message>
    <message>
        <source>Rate %1 (key %1)</source>
        <translation>Mit %1 bewerten (Taste %1)</translation>
    </message>
    <message>
        <source>5  the procedure or step cannot be done without it
4  another entity of its kind could replace it, with a worse outcome or more effort
3  it can be done without it, slightly worse or with more effort
2  without it, negligibly worse
1  it appears gratuitously
0  it is irrelevant</source>
        <translation>5  die Prozedur oder der Schritt ist ohne sie nicht machbar
4  eine andere Entität ihrer Art könnte sie ersetzen, mit schlechterem Ergebnis oder mehr Aufwand
3  es geht ohne sie, etwas schlechter oder mit mehr Aufwand
2  ohne sie unwesentlich schlechter
1  sie kommt nur beiläufig vor
0  sie ist irrelevant</translation>
    </message>
    <message>
        <source>Show a model&apos;s salience (M)</source>
        <translation>Salienz eines Modells zeigen (M)</translation>
    </message>
    <message>
        <source>Salience: rate the entity %1</source>
        <translation>Salienz: die Entität mit %1 bewerten</translation>
    </message>
    <message>
        <source>Salience: clear the rating</source>
        <translation>Salienz: die Bewertung löschen</translation>
    </message>
    <message>
        <source>Salience: next entity</source>
        <translation>Salienz: nächste Entität</translation>
    </message>
    <message>
        <source>Salience: previous entity</source>
        <translation>Salienz: vorherige Entität</translation>
    </message>
    <message>
        <source>Salience: show a model&apos;s salience</source>
        <translation>Salienz: die Salienz eines Modells zeigen</translation>
    </message>
    <message>
        <source>This procedure has no entities.</source>
        <translation>Diese Prozedur hat keine Entitäten.</translation>
    </message>
    <message>
        <source>How salient is &quot;%1&quot;?</source>
        <translation>Wie salient ist „%1“?</translation>
    </message>
    <message>
        <source>The model gave no explanation.</source>
        <translation>Das Modell gab keine Erklärung.</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>Modell: %1</translation>
    </message>
    <message>
        <source>Rate salience %1</source>
        <translation>Salienz %1 vergeben</translation>
    </message>
    <message>
        <source>Clear salience</source>
        <translation>Salienz löschen</translation>
    </message>
</context>
<context>
    <name>es::widgets::OpenPiStatisticsPanel</name>
    <message>
        <source>%1 (model)</source>
        <translation>%1 (Modell)</translation>
    </message>
    <message>
        <source>Global salience</source>
        <translation>Globale Salienz</translation>
    </message>
    <message>
        <source>Local salience</source>
        <translation>Lokale Salienz</translation>
    </message>
    <message>
        <source>Charts of</source>
        <translation>Diagramme für</translation>
    </message>
    <message>
        <source>Pearson&apos;s r per procedure</source>
        <translation>Pearson-r je Prozedur</translation>
    </message>
    <message>
        <source>Salience ratings per rater</source>
        <translation>Salienzbewertungen je Bewertende</translation>
    </message>
    <message>
        <source>Clusters against gold</source>
        <translation>Cluster gegen Gold</translation>
    </message>
    <message>
        <source>Click a bar to compare the two raters on that procedure.</source>
        <translation>Einen Balken anklicken, um die beiden Bewertenden in dieser Prozedur zu vergleichen.</translation>
    </message>
    <message>
        <source>Click a bar to list the procedures with such ratings.</source>
        <translation>Einen Balken anklicken, um die Prozeduren mit solchen Bewertungen aufzulisten.</translation>
    </message>
    <message>
        <source>Click a bar to list the procedures where the clusters differ from gold.</source>
        <translation>Einen Balken anklicken, um die Prozeduren aufzulisten, deren Cluster von Gold abweichen.</translation>
    </message>
    <message>
        <source>Per procedure</source>
        <translation>Je Prozedur</translation>
    </message>
    <message>
        <source>Histogram</source>
        <translation>Histogramm</translation>
    </message>
    <message>
        <source>Clusters</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>%1 procedures, %2 entities</source>
        <translation>%1 Prozeduren, %2 Entitäten</translation>
    </message>
    <message numerus="yes">
        <source>%1 / %2: r = %3 global, %4 local over %n procedure(s)</source>
        <translation>
            <numerusform>%1 / %2: r = %3 global, %4 lokal über %n Prozedur</numerusform>
            <numerusform>%1 / %2: r = %3 global, %4 lokal über %n Prozeduren</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2 clusters: P %3, R %4, F1 %5</source>
        <translation>%1, %2-Cluster: P %3, R %4, F1 %5</translation>
    </message>
    <message>
        <source>entity</source>
        <translation>Entitäts</translation>
    </message>
    <message>
        <source>attribute</source>
        <translation>Attribut</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>Pearson&apos;s r per procedure, global salience</source>
        <translation>Pearson-r je Prozedur, globale Salienz</translation>
    </message>
    <message>
        <source>Pearson&apos;s r per procedure, local salience</source>
        <translation>Pearson-r je Prozedur, lokale Salienz</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>fewer than two raters</source>
        <translation>weniger als zwei Bewertende</translation>
    </message>
    <message>
        <source>Pearson&apos;s r</source>
        <translation>Pearson-r</translation>
    </message>
    <message>
        <source>Global salience ratings per rater</source>
        <translation>Globale Salienzbewertungen je Bewertende</translation>
    </message>
    <message>
        <source>Local salience ratings per rater</source>
        <translation>Lokale Salienzbewertungen je Bewertende</translation>
    </message>
    <message>
        <source>ratings</source>
        <translation>Bewertungen</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>entities</source>
        <translation>Entitäten</translation>
    </message>
    <message>
        <source>attributes</source>
        <translation>Attribute</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precision</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>Recall</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>no clusterings besides gold</source>
        <translation>keine Clusterungen außer Gold</translation>
    </message>
    <message>
        <source>score</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Pearson&apos;s r, the %1 procedures where %2 / %3 agree least</source>
        <translation>Pearson-r, die %1 Prozeduren, in denen %2 / %3 am wenigsten übereinstimmen</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <source>Salience agreement per rater pair</source>
        <translation>Salienz-Übereinstimmung je Bewerterpaar</translation>
    </message>
    <message>
        <source>Rater pairs</source>
        <translation>Bewerterpaare</translation>
    </message>
    <message>
        <source>Spearman&apos;s ρ</source>
        <translation>Spearman-ρ</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 · %2 · r %3</source>
        <translation>%1 · %2 · r %3</translation>
    </message>
    <message>
        <source>%1 · salience %2 · ratings: %3</source>
        <translation>%1 · Salienz %2 · Bewertungen: %3</translation>
    </message>
    <message>
        <source>%1 · %2 %3</source>
        <translation>%1 · %2 %3</translation>
    </message>
    <message>
        <source>mean Pearson&apos;s r</source>
        <translation>mittleres Pearson-r</translation>
    </message>
    <message>
        <source>mean Spearman&apos;s ρ</source>
        <translation>mittleres Spearman-ρ</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Predicted schemata, with expansion (Table 3)</source>
        <translation>Vorhergesagte Schemata, mit Erweiterung (Tabelle 3)</translation>
    </message>
    <message>
        <source>Predicted schemata, without expansion (Table 3)</source>
        <translation>Vorhergesagte Schemata, ohne Erweiterung (Tabelle 3)</translation>
    </message>
    <message>
        <source>Entity F1, global</source>
        <translation>Entitäts-F1, global</translation>
    </message>
    <message>
        <source>Attribute F1, global</source>
        <translation>Attribut-F1, global</translation>
    </message>
    <message>
        <source>Entity F1, local</source>
        <translation>Entitäts-F1, lokal</translation>
    </message>
    <message>
        <source>Attribute F1, local</source>
        <translation>Attribut-F1, lokal</translation>
    </message>
    <message>
        <source>no predicted schemata</source>
        <translation>keine vorhergesagten Schemata</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>%1 · %2 %3 · precision %4 (%5 of %6 predicted) · recall %7 (%8 of %9 gold) · %10 procedure(s), %11</source>
        <translation>%1 · %2 %3 · Precision %4 (%5 von %6 vorhergesagten) · Recall %7 (%8 von %9 Gold) · %10 Prozedur(en), %11</translation>
    </message>
    <message>
        <source>with expansion</source>
        <translation>mit Erweiterung</translation>
    </message>
    <message>
        <source>without expansion</source>
        <translation>ohne Erweiterung</translation>
    </message>
    <message>
        <source>Error categories of predicted schemata (Table 5)</source>
        <translation>Fehlerkategorien vorhergesagter Schemata (Tabelle 5)</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1, analysiert von %2</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>Korrekt</translation>
    </message>
    <message>
        <source>No change</source>
        <translation>Keine Änderung</translation>
    </message>
    <message>
        <source>Nonsense</source>
        <translation>Unsinn</translation>
    </message>
    <message>
        <source>no error analysis yet</source>
        <translation>noch keine Fehleranalyse</translation>
    </message>
    <message>
        <source>share of the labelled pairs</source>
        <translation>Anteil der gelabelten Paare</translation>
    </message>
    <message>
        <source>Model, analysed by</source>
        <translation>Modell, analysiert von</translation>
    </message>
    <message>
        <source>%1 · %2: %3 of %4 labelled (%5) · missed pairs added: %6 · %7 of %8 predicted pairs labelled in %9 procedure(s), %10 finished</source>
        <translation>%1 · %2: %3 von %4 gelabelten (%5) · verfehlte Paare hinzugefügt: %6 · %7 von %8 vorhergesagten Paaren gelabelt in %9 Prozedur(en), %10 abgeschlossen</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Generated paraphrases judged correct</source>
        <translation>Als korrekt beurteilte generierte Paraphrasen</translation>
    </message>
    <message>
        <source>Entity paraphrases</source>
        <translation>Entitäts-Paraphrasen</translation>
    </message>
    <message>
        <source>Attribute paraphrases</source>
        <translation>Attribut-Paraphrasen</translation>
    </message>
    <message>
        <source>no judgements yet</source>
        <translation>noch keine Urteile</translation>
    </message>
    <message>
        <source>share judged correct</source>
        <translation>Anteil als korrekt beurteilt</translation>
    </message>
    <message>
        <source>Judged by</source>
        <translation>Beurteilt von</translation>
    </message>
    <message>
        <source>%1 · %2: none judged</source>
        <translation>%1 · %2: keine beurteilt</translation>
    </message>
    <message>
        <source>%1 · %2: %3 correct of %4 judged (%5) · %6 generated · the OpenPI 2.0 paper: 83.3% of entity, 59.4% of attribute paraphrases correct</source>
        <translation>%1 · %2: %3 korrekt von %4 beurteilten (%5) · %6 generiert · der OpenPI-2.0-Artikel: 83.3 % der Entitäts-, 59.4 % der Attribut-Paraphrasen korrekt</translation>
    </message>
    <message>
        <source>Predicted schemata</source>
        <translation>Vorhergesagte Schemata</translation>
    </message>
    <message>
        <source>Errors of predicted schemata</source>
        <translation>Fehler vorhergesagter Schemata</translation>
    </message>
    <message>
        <source>Click a bar to list the model&apos;s procedures, lowest F1 first.</source>
        <translation>Einen Balken anklicken, um die Prozeduren des Modells nach F1 aufsteigend aufzulisten.</translation>
    </message>
    <message>
        <source>Click a bar to open that analysis.</source>
        <translation>Einen Balken anklicken, um diese Analyse zu öffnen.</translation>
    </message>
    <message>
        <source>Click a bar to list the procedures behind it.</source>
        <translation>Einen Balken anklicken, um die Prozeduren dahinter aufzulisten.</translation>
    </message>
    <message>
        <source>With expansion</source>
        <translation>Mit Erweiterung</translation>
    </message>
    <message>
        <source>Match the predictions against the released names with their generated paraphrases, as Table 3&apos;s &quot;with expansion&quot; does</source>
        <translation>Die Vorhersagen mit den veröffentlichten Namen samt ihren generierten Paraphrasen abgleichen, wie es Tabelle 3 unter „with expansion“ tut</translation>
    </message>
    <message>
        <source>Schemata</source>
        <translation>Schemata</translation>
    </message>
    <message>
        <source>Table 3: predicted schemata against the released clusters</source>
        <translation>Tabelle 3: vorhergesagte Schemata gegen die veröffentlichten Cluster</translation>
    </message>
    <message>
        <source>Schema errors</source>
        <translation>Schemafehler</translation>
    </message>
    <message>
        <source>Table 5: people&apos;s error analyses of predicted schemata</source>
        <translation>Tabelle 5: Fehleranalysen vorhergesagter Schemata durch Personen</translation>
    </message>
    <message>
        <source>Expansions</source>
        <translation>Erweiterungen</translation>
    </message>
    <message>
        <source>Generated paraphrases of the gold clusters judged correct</source>
        <translation>Als korrekt beurteilte generierte Paraphrasen der Gold-Cluster</translation>
    </message>
    <message>
        <source>MUC</source>
        <translation>MUC</translation>
    </message>
    <message>
        <source>B-cubed</source>
        <translation>B-cubed</translation>
    </message>
    <message>
        <source>CEAF-e</source>
        <translation>CEAF-e</translation>
    </message>
    <message>
        <source>Clusters as coreference, F1 summed over procedures</source>
        <translation>Cluster als Koreferenz, F1 über Prozeduren summiert</translation>
    </message>
    <message>
        <source>MUC F1</source>
        <translation>MUC-F1</translation>
    </message>
    <message>
        <source>B-cubed F1</source>
        <translation>B-cubed-F1</translation>
    </message>
    <message>
        <source>CEAF-e F1</source>
        <translation>CEAF-e-F1</translation>
    </message>
    <message>
        <source>Click an α bar to list the pair&apos;s procedures, lowest α first.</source>
        <translation>Klicken Sie auf einen α-Balken, um die Prozeduren des Paares aufzulisten, niedrigstes α zuerst.</translation>
    </message>
    <message>
        <source>Clusters as coreference</source>
        <translation>Cluster als Koreferenz</translation>
    </message>
    <message>
        <source>Click a bar to list the rater&apos;s procedures, lowest F1 of that measure first.</source>
        <translation>Einen Balken anklicken, um die Prozeduren der bewertenden Person nach dem F1 dieses Maßes aufsteigend aufzulisten.</translation>
    </message>
    <message>
        <source>Coreference</source>
        <translation>Koreferenz</translation>
    </message>
    <message>
        <source>The clusters against gold as coreference: MUC, B-cubed and CEAF-e, summed over procedures</source>
        <translation>Die Cluster gegen Gold als Koreferenz: MUC, B-cubed und CEAF-e, über Prozeduren summiert</translation>
    </message>
    <message>
        <source>Agreement per rater pair, global salience</source>
        <translation>Übereinstimmung je Bewerterpaar, globale Salienz</translation>
    </message>
    <message>
        <source>Agreement per rater pair, local salience</source>
        <translation>Übereinstimmung je Bewerterpaar, lokale Salienz</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α</source>
        <translation>Krippendorffs α</translation>
    </message>
    <message>
        <source>agreement, global</source>
        <translation>Übereinstimmung, global</translation>
    </message>
    <message>
        <source>agreement, local</source>
        <translation>Übereinstimmung, lokal</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α (interval), pooled</source>
        <translation>Krippendorffs α (Intervall), zusammengefasst</translation>
    </message>
    <message>
        <source>Agreement on state changes</source>
        <translation>Übereinstimmung bei Zustandsänderungen</translation>
    </message>
    <message>
        <source>Click a bar to list the pair&apos;s procedures, lowest F1 first.</source>
        <translation>Klicken Sie auf einen Balken, um die Prozeduren des Paares aufzulisten, niedrigstes F1 zuerst.</translation>
    </message>
    <message>
        <source>States</source>
        <translation>Zustände</translation>
    </message>
    <message>
        <source>Agreement on the state changes people wrote: every two people, and each person against the gold states</source>
        <translation>Übereinstimmung bei den Zustandsänderungen, die Personen geschrieben haben: je zwei Personen und jede Person gegen die Gold-Zustände</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Agreement on state changes, summed over procedures</source>
        <translation>Übereinstimmung bei Zustandsänderungen, summiert über Prozeduren</translation>
    </message>
    <message>
        <source>Exact match</source>
        <translation>Exakte Übereinstimmung</translation>
    </message>
    <message>
        <source>no states written by two</source>
        <translation>keine Zustände, die zwei geschrieben haben</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
</context>
<context>
    <name>es::widgets::PairListModel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>Goal / step</source>
        <translation>Ziel / Schritt</translation>
    </message>
    <message>
        <source>My label</source>
        <translation>Mein Label</translation>
    </message>
    <message>
        <source>All labels</source>
        <translation>Alle Labels</translation>
    </message>
    <message>
        <source>%1 (unsaved)</source>
        <translation>%1 (ungespeichert)</translation>
    </message>
    <message>
        <source>Not assigned to you</source>
        <translation>Ihnen nicht zugewiesen</translation>
    </message>
    <message>
        <source>Assigned to you</source>
        <translation>Ihnen zugewiesen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 · not assigned to you</source>
        <translation>%1 · Ihnen nicht zugewiesen</translation>
    </message>
    <message>
        <source>%1 · assigned to you</source>
        <translation>%1 · Ihnen zugewiesen</translation>
    </message>
    <message>
        <source>Each annotator&apos;s label, in this order: %1. 1 essential, 0 non-essential, X invalid, · none.</source>
        <translation>Das Label jedes Annotators, in dieser Reihenfolge: %1. 1 wesentlich, 0 nicht wesentlich, X ungültig, · keines.</translation>
    </message>
</context>
<context>
    <name>es::widgets::PersonWorkView</name>
    <message>
        <source>Yours</source>
        <translation>Ihre</translation>
    </message>
    <message>
        <source>Sign in first: every change is recorded under a person&apos;s name.</source>
        <translation>Bitte zuerst anmelden: Jede Änderung wird unter dem Namen einer Person festgehalten.</translation>
    </message>
    <message>
        <source>Read only: this is %1&apos;s work; choose &quot;Yours&quot; to change your own.</source>
        <translation>Nur lesen: Dies ist die Arbeit von %1; „Ihre“ wählen, um die eigene zu ändern.</translation>
    </message>
</context>
<context>
    <name>es::widgets::ProcedureListModel</name>
    <message>
        <source>%1  %2 · (%3/%4)  %5</source>
        <translation>%1  %2 · (%3/%4)  %5</translation>
    </message>
    <message>
        <source>%1  (%2/%3)  %4</source>
        <translation>%1  (%2/%3)  %4</translation>
    </message>
</context>
<context>
    <name>es::widgets::ProcedureSalienceView</name>
    <message>
        <source>&amp;Procedure:</source>
        <translation>&amp;Prozedur:</translation>
    </message>
    <message>
        <source>&amp;Raters</source>
        <translation>Be&amp;wertende</translation>
    </message>
    <message>
        <source>Which annotators&apos; and models&apos; ratings to show</source>
        <translation>Welche Bewertungen von Annotatoren und Modellen gezeigt werden</translation>
    </message>
    <message>
        <source>Show &amp;models</source>
        <translation>&amp;Modelle zeigen</translation>
    </message>
    <message>
        <source>Only &amp;disagreements (spread ≥ 2)</source>
        <translation>Nur &amp;Uneinigkeiten (Spannweite ≥ 2)</translation>
    </message>
    <message>
        <source>Global and local</source>
        <translation>Global und lokal</translation>
    </message>
    <message>
        <source>Global only</source>
        <translation>Nur global</translation>
    </message>
    <message>
        <source>Local only</source>
        <translation>Nur lokal</translation>
    </message>
    <message>
        <source>&amp;Salience:</source>
        <translation>&amp;Salienz:</translation>
    </message>
    <message>
        <source>Pearson&apos;s r on this procedure</source>
        <translation>Pearson-r in dieser Prozedur</translation>
    </message>
    <message>
        <source>Pearson&apos;s r of each pair of shown raters on this procedure, as the statistics compute it (one (0, 0) point added against constant ratings)</source>
        <translation>Pearson-r jedes Paars gezeigter Bewertender in dieser Prozedur, so wie die Statistik es berechnet (ein Punkt (0, 0) gegen konstante Bewertungen hinzugefügt)</translation>
    </message>
    <message>
        <source>people differ by 2 or more</source>
        <translation>Personen weichen um 2 oder mehr ab</translation>
    </message>
    <message>
        <source>people differ by 1</source>
        <translation>Personen weichen um 1 ab</translation>
    </message>
    <message>
        <source>OpenPI salience of a procedure</source>
        <translation>OpenPI-Salienz einer Prozedur</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>gold (adjudicated)</source>
        <translation>Gold (adjudiziert)</translation>
    </message>
    <message>
        <source>%1 (model)</source>
        <translation>%1 (Modell)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Entity</source>
        <translation>Entität</translation>
    </message>
    <message>
        <source>Salience</source>
        <translation>Salienz</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>Spread</source>
        <translation>Spannweite</translation>
    </message>
    <message>
        <source>global</source>
        <translation>global</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>%1 (invalid)</source>
        <translation>%1 (ungültig)</translation>
    </message>
    <message numerus="yes">
        <source>%n rating row(s); %1 where the people differ by 2 or more</source>
        <translation>
            <numerusform>%n Bewertungszeile; in %1 weichen die Personen um 2 oder mehr ab</numerusform>
            <numerusform>%n Bewertungszeilen; in %1 weichen die Personen um 2 oder mehr ab</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n rating row(s) shown</source>
        <translation>
            <numerusform>%1 von %n Bewertungszeile angezeigt</numerusform>
            <numerusform>%1 von %n Bewertungszeilen angezeigt</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Pick a rating to read its explanation, if the rater gave one.</source>
        <translation>Eine Bewertung auswählen, um ihre Erklärung zu lesen, falls die bewertende Person eine gegeben hat.</translation>
    </message>
    <message>
        <source>%1 on %2, %3: no explanation</source>
        <translation>%1 zu %2, %3: keine Erklärung</translation>
    </message>
    <message>
        <source>%1 on %2, %3: %4</source>
        <translation>%1 zu %2, %3: %4</translation>
    </message>
</context>
<context>
    <name>es::widgets::RaterComparisonView</name>
    <message>
        <source>Compare</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>with</source>
        <translation>mit</translation>
    </message>
    <message>
        <source>Red: the two differ by 2 or more; yellow: by 1.</source>
        <translation>Rot: die beiden weichen um 2 oder mehr ab; gelb: um 1.</translation>
    </message>
    <message>
        <source>Two raters&apos; salience appears here once two have rated.</source>
        <translation>Die Salienz zweier Bewertender erscheint hier, sobald zwei bewertet haben.</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>undefiniert</translation>
    </message>
    <message>
        <source>This procedure: Pearson&apos;s r %1 global, %2 local (with the (0, 0) point)</source>
        <translation>Diese Prozedur: Pearson-r %1 global, %2 lokal (mit dem Punkt (0, 0))</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α (interval): %1 global, %2 local</source>
        <translation>Krippendorffs α (Intervall): %1 global, %2 lokal</translation>
    </message>
</context>
<context>
    <name>es::widgets::RaterCorrelationModel</name>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <source>Raters</source>
        <translation>Bewertende</translation>
    </message>
    <message>
        <source>Global r</source>
        <translation>r global</translation>
    </message>
    <message>
        <source>Local r</source>
        <translation>r lokal</translation>
    </message>
</context>
<context>
    <name>es::widgets::SalienceComparisonModel</name>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>global</source>
        <translation>global</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>Entity</source>
        <translation>Entität</translation>
    </message>
    <message>
        <source>Rated for</source>
        <translation>Bewertet für</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Differenz</translation>
    </message>
</context>
<context>
    <name>es::widgets::SalienceEntityModel</name>
    <message>
        <source>%1  (global: %2)</source>
        <translation>%1  (global: %2)</translation>
    </message>
</context>
<context>
    <name>es::widgets::SalienceTargetModel</name>
    <message>
        <source>The whole procedure (global)</source>
        <translation>Die ganze Prozedur (global)</translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>Schritt %1: %2</translation>
    </message>
    <message>
        <source>Rated for</source>
        <translation>Bewertet für</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
</context>
<context>
    <name>es::widgets::SavedViewsBar</name>
    <message>
        <source>View:</source>
        <translation>Ansicht:</translation>
    </message>
    <message>
        <source>Saved views: named sets of these filters, kept in the project</source>
        <translation>Gespeicherte Ansichten: benannte Sätze dieser Filter, im Projekt abgelegt</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Saved views could not be read: %1</source>
        <translation>Gespeicherte Ansichten konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Save view</source>
        <translation>Ansicht speichern</translation>
    </message>
    <message>
        <source>Name of the view:</source>
        <translation>Name der Ansicht:</translation>
    </message>
    <message>
        <source>Replace the saved view &quot;%1&quot;?</source>
        <translation>Die gespeicherte Ansicht „%1“ ersetzen?</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Delete view</source>
        <translation>Ansicht löschen</translation>
    </message>
    <message>
        <source>Delete the saved view &quot;%1&quot;?</source>
        <translation>Die gespeicherte Ansicht „%1“ löschen?</translation>
    </message>
    <message>
        <source>Not deleted: %1</source>
        <translation>Nicht gelöscht: %1</translation>
    </message>
    <message>
        <source>Sign in first: every change is recorded under a person&apos;s name.</source>
        <translation>Bitte zuerst anmelden: Jede Änderung wird unter dem Namen einer Person festgehalten.</translation>
    </message>
    <message>
        <source>Save the current filters under a name</source>
        <translation>Die aktuellen Filter unter einem Namen speichern</translation>
    </message>
    <message>
        <source>Delete the chosen saved view</source>
        <translation>Die gewählte gespeicherte Ansicht löschen</translation>
    </message>
</context>
<context>
    <name>es::widgets::SchemaComparisonModel</name>
    <message>
        <source>✓ hit</source>
        <translation>✓ Treffer</translation>
    </message>
    <message>
        <source>✗ missed</source>
        <translation>✗ verfehlt</translation>
    </message>
    <message>
        <source>✗ entity not in gold</source>
        <translation>✗ Entität nicht im Gold</translation>
    </message>
    <message>
        <source>✗ attribute not in gold</source>
        <translation>✗ Attribut nicht im Gold</translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>Schritt %1: %2</translation>
    </message>
    <message>
        <source>Step %1 (predicted beyond the procedure)</source>
        <translation>Schritt %1 (über die Prozedur hinaus vorhergesagt)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1: (no such attribute)</source>
        <translation>%1: (kein solches Attribut)</translation>
    </message>
    <message>
        <source>Gold change (entity: attribute)</source>
        <translation>Gold-Änderung (Entität: Attribut)</translation>
    </message>
    <message>
        <source>Predicted (entity: attribute)</source>
        <translation>Vorhergesagt (Entität: Attribut)</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Befund</translation>
    </message>
</context>
<context>
    <name>es::widgets::SchemaComparisonView</name>
    <message>
        <source>The model whose predicted schemata (entity: attributes per step) are shown beside the gold changes</source>
        <translation>Das Modell, dessen vorhergesagte Schemata (Entität: Attribute je Schritt) neben den Gold-Änderungen gezeigt werden</translation>
    </message>
    <message>
        <source>With expansion</source>
        <translation>Mit Erweiterung</translation>
    </message>
    <message>
        <source>Match the predictions against the released names with their generated paraphrases, as Table 3&apos;s &quot;with expansion&quot; does</source>
        <translation>Die Vorhersagen mit den veröffentlichten Namen samt ihren generierten Paraphrasen abgleichen, wie es Tabelle 3 unter „with expansion“ tut</translation>
    </message>
    <message>
        <source>Predicted schemata of</source>
        <translation>Vorhergesagte Schemata von</translation>
    </message>
    <message>
        <source>As Table 3 counts: a gold change is found when a prediction of its step names the entity and the attribute as the released names have them (lowercased, without a leading article); a prediction is a hit when its own name, lowercased and without a leading article, is among the released names.</source>
        <translation>Wie Tabelle 3 zählt: Eine Gold-Änderung gilt als gefunden, wenn eine Vorhersage ihres Schritts die Entität und das Attribut so nennt, wie die veröffentlichten Namen sie führen (kleingeschrieben, ohne führenden Artikel); eine Vorhersage ist ein Treffer, wenn ihr eigener Name, kleingeschrieben und ohne führenden Artikel, unter den veröffentlichten Namen ist.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <source>%1 (model)</source>
        <translation>%1 (Modell)</translation>
    </message>
    <message>
        <source>Choose a model to see its predicted schemata beside the gold changes.</source>
        <translation>Ein Modell wählen, um seine vorhergesagten Schemata neben den Gold-Änderungen zu sehen.</translation>
    </message>
    <message>
        <source>No model&apos;s predicted schemata in this project.</source>
        <translation>Keine vorhergesagten Schemata eines Modells in diesem Projekt.</translation>
    </message>
    <message>
        <source>%1 predicted no schemata for this procedure.</source>
        <translation>%1 hat für diese Prozedur keine Schemata vorhergesagt.</translation>
    </message>
    <message>
        <source>This procedure has no released clusters to match predicted schemata against.</source>
        <translation>Diese Prozedur hat keine veröffentlichten Cluster, mit denen vorhergesagte Schemata abgeglichen werden könnten.</translation>
    </message>
    <message>
        <source>Hits: %1 · gold changes missed: %2 · predictions not in gold: %3 · %4</source>
        <translation>Treffer: %1 · verfehlte Gold-Änderungen: %2 · Vorhersagen nicht im Gold: %3 · %4</translation>
    </message>
    <message>
        <source>matched with the generated paraphrases</source>
        <translation>abgeglichen mit den generierten Paraphrasen</translation>
    </message>
    <message>
        <source>matched without the generated paraphrases</source>
        <translation>abgeglichen ohne die generierten Paraphrasen</translation>
    </message>
    <message>
        <source>(the released clusters carry no generated paraphrases)</source>
        <translation>(die veröffentlichten Cluster enthalten keine generierten Paraphrasen)</translation>
    </message>
</context>
<context>
    <name>es::widgets::SchemaErrorsView</name>
    <message>
        <source>Schemata of</source>
        <translation>Schemata von</translation>
    </message>
    <message>
        <source>Analysis by</source>
        <translation>Analyse von</translation>
    </message>
    <message>
        <source>step </source>
        <translation>Schritt </translation>
    </message>
    <message>
        <source>The entity: one of the step&apos;s, or type another</source>
        <translation>Die Entität: eine des Schritts, oder eine andere eingeben</translation>
    </message>
    <message>
        <source>attribute</source>
        <translation>Attribut</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Missed pair at</source>
        <translation>Verfehltes Paar bei</translation>
    </message>
    <message>
        <source>Schema errors: leave the missed pair unadded</source>
        <translation>Schemafehler: das verfehlte Paar nicht hinzufügen</translation>
    </message>
    <message>
        <source>%v of %m predicted pairs labelled</source>
        <translation>%v von %m vorhergesagten Paaren gelabelt</translation>
    </message>
    <message>
        <source>Schema errors: correct</source>
        <translation>Schemafehler: korrekt</translation>
    </message>
    <message>
        <source>Schema errors: no change</source>
        <translation>Schemafehler: keine Änderung</translation>
    </message>
    <message>
        <source>Schema errors: nonsense</source>
        <translation>Schemafehler: Unsinn</translation>
    </message>
    <message>
        <source>Schema errors: clear the label</source>
        <translation>Schemafehler: das Label löschen</translation>
    </message>
    <message>
        <source>Schema errors: next pair</source>
        <translation>Schemafehler: nächstes Paar</translation>
    </message>
    <message>
        <source>Schema errors: previous pair</source>
        <translation>Schemafehler: vorheriges Paar</translation>
    </message>
    <message>
        <source>Schema errors: add a pair the model missed</source>
        <translation>Schemafehler: ein vom Modell verfehltes Paar hinzufügen</translation>
    </message>
    <message>
        <source>Schema errors: remove a missed pair</source>
        <translation>Schemafehler: ein verfehltes Paar entfernen</translation>
    </message>
    <message>
        <source>Schema errors: mark the procedure finished, or reopen it</source>
        <translation>Schemafehler: die Prozedur als abgeschlossen markieren oder wieder öffnen</translation>
    </message>
    <message>
        <source>%1 (model)</source>
        <translation>%1 (Modell)</translation>
    </message>
    <message>
        <source>1 correct · 2 no change · 3 nonsense · 0 clears · J / K next / previous pair · M adds a pair the model missed · Delete removes one · F marks the procedure finished</source>
        <translation>1 korrekt · 2 keine Änderung · 3 Unsinn · 0 löscht · J / K nächstes / vorheriges Paar · M fügt ein vom Modell verfehltes Paar hinzu · Entf entfernt eines · F markiert die Prozedur als abgeschlossen</translation>
    </message>
    <message>
        <source>you</source>
        <translation>Ihnen</translation>
    </message>
    <message>
        <source>No model&apos;s predicted schemata in this project: import a schemata file.</source>
        <translation>Keine vorhergesagten Schemata eines Modells in diesem Projekt: eine Schemata-Datei importieren.</translation>
    </message>
    <message>
        <source>%1 predicted no schemata for this procedure.</source>
        <translation>%1 hat für diese Prozedur keine Schemata vorhergesagt.</translation>
    </message>
    <message>
        <source>Your analysis of the pairs %1 predicted, step by step</source>
        <translation>Ihre Analyse der von %1 vorhergesagten Paare, Schritt für Schritt</translation>
    </message>
    <message>
        <source>%1&apos;s analysis of the pairs %2 predicted (read only)</source>
        <translation>Analyse von %1 zu den von %2 vorhergesagten Paaren (nur lesbar)</translation>
    </message>
    <message>
        <source>The pairs %1 predicted; no one&apos;s analysis to show</source>
        <translation>Die von %1 vorhergesagten Paare; keine Analyse zu zeigen</translation>
    </message>
    <message>
        <source>This procedure: %1 of %2 predicted pairs labelled · missed pairs added: %3 · %4</source>
        <translation>Diese Prozedur: %1 von %2 vorhergesagten Paaren gelabelt · verfehlte Paare hinzugefügt: %3 · %4</translation>
    </message>
    <message>
        <source>finished (F reopens it)</source>
        <translation>abgeschlossen (F öffnet sie wieder)</translation>
    </message>
    <message>
        <source>not finished (F marks it finished)</source>
        <translation>nicht abgeschlossen (F markiert sie als abgeschlossen)</translation>
    </message>
    <message>
        <source>Table 5: no pair of %1&apos;s labelled by %2 yet.</source>
        <translation>Tabelle 5: von %2 noch kein Paar von %1 gelabelt.</translation>
    </message>
    <message>
        <source>Table 5, %1 by %2: correct %3 (%4) · no change %5 (%6) · nonsense %7 (%8) of %9 labelled · missed pairs added: %10 · %11 of %12 analysed procedures finished</source>
        <translation>Tabelle 5, %1, analysiert von %2: korrekt %3 (%4) · keine Änderung %5 (%6) · Unsinn %7 (%8) von %9 gelabelten · verfehlte Paare hinzugefügt: %10 · %11 von %12 analysierten Prozeduren abgeschlossen</translation>
    </message>
    <message>
        <source>A pair added as missed takes no label: Delete removes it.</source>
        <translation>Ein als verfehlt hinzugefügtes Paar bekommt kein Label: Entf entfernt es.</translation>
    </message>
    <message>
        <source>Label %1 as %2</source>
        <translation>%1 als %2 labeln</translation>
    </message>
    <message>
        <source>Clear the label of %1</source>
        <translation>Label von %1 löschen</translation>
    </message>
    <message>
        <source>A missed pair needs its entity and its attribute.</source>
        <translation>Ein verfehltes Paar braucht seine Entität und sein Attribut.</translation>
    </message>
    <message>
        <source>Add the missed pair %1: %2</source>
        <translation>Verfehltes Paar %1: %2 hinzufügen</translation>
    </message>
    <message>
        <source>Only a pair added as missed can be removed; 0 clears a label.</source>
        <translation>Nur ein als verfehlt hinzugefügtes Paar kann entfernt werden; 0 löscht ein Label.</translation>
    </message>
    <message>
        <source>Remove the missed pair %1: %2</source>
        <translation>Verfehltes Paar %1: %2 entfernen</translation>
    </message>
    <message>
        <source>Mark the analysis finished</source>
        <translation>Analyse als abgeschlossen markieren</translation>
    </message>
    <message>
        <source>Reopen the analysis</source>
        <translation>Analyse wieder öffnen</translation>
    </message>
</context>
<context>
    <name>es::widgets::SchemaSlotModel</name>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>1 correct</source>
        <translation>1 korrekt</translation>
    </message>
    <message>
        <source>2 no change</source>
        <translation>2 keine Änderung</translation>
    </message>
    <message>
        <source>3 nonsense</source>
        <translation>3 Unsinn</translation>
    </message>
    <message>
        <source>missed (added)</source>
        <translation>verfehlt (hinzugefügt)</translation>
    </message>
    <message>
        <source>A pair the model missed, added by the analyst</source>
        <translation>Ein vom Modell verfehltes Paar, von der analysierenden Person hinzugefügt</translation>
    </message>
    <message>
        <source>A predicted pair: 1 correct, 2 no change (the entity&apos;s attribute does not change at this step), 3 nonsense</source>
        <translation>Ein vorhergesagtes Paar: 1 korrekt, 2 keine Änderung (das Attribut der Entität ändert sich in diesem Schritt nicht), 3 Unsinn</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Entity</source>
        <translation>Entität</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>Attribut</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Label</translation>
    </message>
</context>
<context>
    <name>es::widgets::SeedsModel</name>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <source>The mean over the model&apos;s runs ± their sample standard deviation (n - 1)</source>
        <translation>Der Mittelwert über die Läufe des Modells ± ihre Stichproben-Standardabweichung (n - 1)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Split</translation>
    </message>
    <message>
        <source>Seeds</source>
        <translation>Seeds</translation>
    </message>
    <message>
        <source>Token F1</source>
        <translation>Token-F1</translation>
    </message>
    <message>
        <source>HIT@1</source>
        <translation>HIT@1</translation>
    </message>
    <message>
        <source>EM</source>
        <translation>EM</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
</context>
<context>
    <name>es::widgets::ShortcutsDialog</name>
    <message>
        <source>Whole window</source>
        <translation>Ganzes Fenster</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Find a key or what it does</source>
        <translation>Eine Taste oder ihre Wirkung suchen</translation>
    </message>
    <message>
        <source>Leave the search field for the list</source>
        <translation>Suchfeld verlassen, zurück zur Liste</translation>
    </message>
</context>
<context>
    <name>es::widgets::SignInDialog</name>
    <message>
        <source>Sign in</source>
        <translation>Anmelden</translation>
    </message>
    <message>
        <source>Your labels are saved under this name. Annotators see only their own labels.</source>
        <translation>Ihre Labels werden unter diesem Namen gespeichert. Annotatoren sehen nur ihre eigenen Labels.</translation>
    </message>
    <message>
        <source>e.g. ann_a</source>
        <translation>z. B. ann_a</translation>
    </message>
    <message>
        <source>&amp;Annotator:</source>
        <translation>&amp;Annotator:</translation>
    </message>
</context>
<context>
    <name>es::widgets::StateAgreementModel</name>
    <message>
        <source>State changes written by %1 / by %2</source>
        <translation>Zustandsänderungen von %1 / von %2</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Erster</translation>
    </message>
    <message>
        <source>Second</source>
        <translation>Zweiter</translation>
    </message>
    <message>
        <source>Procedures</source>
        <translation>Prozeduren</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <source>Paired</source>
        <translation>Gepaart</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precision</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>Recall</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Exact match</source>
        <translation>Exakte Übereinstimmung</translation>
    </message>
    <message>
        <source>Same steps</source>
        <translation>Gleiche Schritte</translation>
    </message>
</context>
<context>
    <name>es::widgets::StateChangeDialog</name>
    <message>
        <source>State change</source>
        <translation>Zustandsänderung</translation>
    </message>
    <message>
        <source>what changes (the gold clusters&apos; names are suggested)</source>
        <translation>was sich ändert (die Namen der Gold-Cluster werden vorgeschlagen)</translation>
    </message>
    <message>
        <source>which of its attributes</source>
        <translation>welches seiner Attribute</translation>
    </message>
    <message>
        <source>its value before the step</source>
        <translation>sein Wert vor dem Schritt</translation>
    </message>
    <message>
        <source>its value after the step</source>
        <translation>sein Wert nach dem Schritt</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Entity</source>
        <translation>Entität</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>Attribut</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
</context>
<context>
    <name>es::widgets::StateChangesModel</name>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Entity</source>
        <translation>Entität</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>Attribut</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
</context>
<context>
    <name>es::widgets::StateGridModel</name>
    <message>
        <source>Step %1</source>
        <translation>Schritt %1</translation>
    </message>
</context>
<context>
    <name>es::widgets::StatesView</name>
    <message>
        <source>n/a</source>
        <translation>n. v.</translation>
    </message>
    <message>
        <source>Your state changes of this procedure. Insert: add one at the current change&apos;s step; Enter: edit; Delete: remove.</source>
        <translation>Ihre Zustandsänderungen dieser Prozedur. Einfg: eine beim Schritt der aktuellen Änderung hinzufügen; Eingabe: bearbeiten; Entf: entfernen.</translation>
    </message>
    <message>
        <source>Insert adds a change, Enter edits it, Delete removes it; a step with none changes nothing. Names of the gold clusters are suggested as you type.</source>
        <translation>Einfg fügt eine Änderung hinzu, Eingabe bearbeitet sie, Entf entfernt sie; ein Schritt ohne Änderung ändert nichts. Die Namen der Gold-Cluster werden beim Tippen vorgeschlagen.</translation>
    </message>
    <message>
        <source>States: add a state change</source>
        <translation>Zustände: eine Zustandsänderung hinzufügen</translation>
    </message>
    <message>
        <source>States: edit the state change</source>
        <translation>Zustände: die Zustandsänderung bearbeiten</translation>
    </message>
    <message>
        <source>States: remove the state change</source>
        <translation>Zustände: die Zustandsänderung entfernen</translation>
    </message>
    <message>
        <source>Choose a procedure to write its state changes.</source>
        <translation>Wählen Sie eine Prozedur, um ihre Zustandsänderungen zu schreiben.</translation>
    </message>
    <message>
        <source>%1: your state changes</source>
        <translation>%1: Ihre Zustandsänderungen</translation>
    </message>
    <message>
        <source>%1: you have written no state changes yet</source>
        <translation>%1: Sie haben noch keine Zustandsänderungen geschrieben</translation>
    </message>
    <message numerus="yes">
        <source>Against the gold states, over the %n procedure(s) you wrote: pairs F1 %1, exact match %2</source>
        <translation>
            <numerusform>Gegen die Gold-Zustände, über die %n Prozedur, die Sie geschrieben haben: Paare F1 %1, exakte Übereinstimmung %2</numerusform>
            <numerusform>Gegen die Gold-Zustände, über die %n Prozeduren, die Sie geschrieben haben: Paare F1 %1, exakte Übereinstimmung %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Add the state change %1: %2</source>
        <translation>Zustandsänderung %1: %2 hinzufügen</translation>
    </message>
    <message>
        <source>Edit the state change %1: %2</source>
        <translation>Zustandsänderung %1: %2 bearbeiten</translation>
    </message>
    <message>
        <source>Remove the state change %1: %2</source>
        <translation>Zustandsänderung %1: %2 entfernen</translation>
    </message>
</context>
<context>
    <name>es::widgets::SyncDialog</name>
    <message>
        <source>%1&apos;s ESD labels, from %2 to %3:</source>
        <translation>ESD-Labels von %1, von %2 nach %3:</translation>
    </message>
    <message>
        <source>Written to the server: %1</source>
        <translation>Auf den Server geschrieben: %1</translation>
    </message>
    <message>
        <source>Already so on the server: %1</source>
        <translation>Auf dem Server bereits so: %1</translation>
    </message>
    <message>
        <source>Taken from the server into this file: %1</source>
        <translation>Vom Server in diese Datei übernommen: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n conflict(s): label(s) changed on the server meanwhile, left as they are on both sides:</source>
        <translation>
            <numerusform>%n Konflikt: ein inzwischen auf dem Server geändertes Label, auf beiden Seiten so belassen:</numerusform>
            <numerusform>%n Konflikte: inzwischen auf dem Server geänderte Labels, auf beiden Seiten so belassen:</numerusform>
        </translation>
    </message>
    <message>
        <source>  %1: %2 when checked out, %3 on the server now, %4 here</source>
        <translation>  %1: %2 beim Auschecken, %3 jetzt auf dem Server, %4 hier</translation>
    </message>
    <message>
        <source>Decided meanwhile (your label counts in agreement, the decision is its gold):</source>
        <translation>Inzwischen entschieden (Ihr Label zählt in der Übereinstimmung, die Entscheidung ist sein Gold):</translation>
    </message>
    <message>
        <source>Assigned to you meanwhile:</source>
        <translation>Ihnen inzwischen zugewiesen:</translation>
    </message>
    <message>
        <source>No longer assigned to you:</source>
        <translation>Ihnen nicht mehr zugewiesen:</translation>
    </message>
    <message>
        <source>Changed here but not synced yet (stays in this file only; ESD labels are synced):</source>
        <translation>Hier geändert, aber noch nicht synchronisiert (bleibt nur in dieser Datei; ESD-Labels werden synchronisiert):</translation>
    </message>
    <message>
        <source>Sync with the server</source>
        <translation>Mit dem Server synchronisieren</translation>
    </message>
    <message>
        <source>Which label wins where both sides changed?</source>
        <translation>Welches Label gilt, wo beide Seiten geändert haben?</translation>
    </message>
    <message>
        <source>Leave them</source>
        <translation>So lassen</translation>
    </message>
    <message>
        <source>Keep mine</source>
        <translation>Meine behalten</translation>
    </message>
    <message>
        <source>Take the server&apos;s</source>
        <translation>Die des Servers übernehmen</translation>
    </message>
</context>
<context>
    <name>es::widgets::TypeErrorsView</name>
    <message>
        <source>(not available)</source>
        <translation>(nicht verfügbar)</translation>
    </message>
    <message>
        <source>All types</source>
        <translation>Alle Typen</translation>
    </message>
    <message>
        <source>Search questions and passages</source>
        <translation>Fragen und Passagen durchsuchen</translation>
    </message>
    <message>
        <source>&amp;Rater:</source>
        <translation>Be&amp;werter:</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>&amp;Typ:</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Suche:</translation>
    </message>
    <message>
        <source>&amp;Errors only (F1 &lt; 1)</source>
        <translation>Nur &amp;Fehler (F1 &lt; 1)</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>People agree</source>
        <translation>Personen einig</translation>
    </message>
    <message>
        <source>People disagree</source>
        <translation>Personen uneinig</translation>
    </message>
    <message>
        <source>Questions that two or more people answered, by whether their answers are the same</source>
        <translation>Fragen, die zwei oder mehr Personen beantwortet haben, danach, ob ihre Antworten gleich sind</translation>
    </message>
    <message>
        <source>Token F1 &amp;from</source>
        <translation>Token-F1 &amp;von</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>&amp;Annotators:</source>
        <translation>A&amp;nnotatoren:</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>predicted</source>
        <translation>vorhergesagt</translation>
    </message>
    <message>
        <source>both</source>
        <translation>beide</translation>
    </message>
    <message>
        <source>Gold answers</source>
        <translation>Gold-Antworten</translation>
    </message>
    <message>
        <source>Predicted answers</source>
        <translation>Vorhergesagte Antworten</translation>
    </message>
    <message>
        <source>ESTER questions by relation type</source>
        <translation>ESTER-Fragen nach Relationstyp</translation>
    </message>
    <message>
        <source>%1 (model)</source>
        <translation>%1 (Modell)</translation>
    </message>
    <message>
        <source>No rater has answered questions with gold.</source>
        <translation>Keine bewertende Person hat Fragen mit Gold beantwortet.</translation>
    </message>
    <message>
        <source>%1&apos;s answers are not shown here.</source>
        <translation>Die Antworten von %1 werden hier nicht gezeigt.</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s), mean token F1 %1</source>
        <translation>
            <numerusform>%n Frage, Token-F1 im Mittel %1</numerusform>
            <numerusform>%n Fragen, Token-F1 im Mittel %1</numerusform>
        </translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n question(s) shown, mean token F1 %2</source>
        <translation>
            <numerusform>%1 von %n Frage angezeigt, Token-F1 im Mittel %2</numerusform>
            <numerusform>%1 von %n Fragen angezeigt, Token-F1 im Mittel %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · passage %2 · token F1 %3 · HIT@1 %4 · EM %5</source>
        <translation>%1 · Passage %2 · Token-F1 %3 · HIT@1 %4 · EM %5</translation>
    </message>
    <message>
        <source> · %1 typed it %2</source>
        <translation> · %1 hat sie als %2 typisiert</translation>
    </message>
    <message>
        <source> · gold decided by %1</source>
        <translation> · Gold entschieden von %1</translation>
    </message>
    <message>
        <source>%1 (not in the passage)</source>
        <translation>%1 (nicht in der Passage)</translation>
    </message>
    <message>
        <source>%1&apos;s answers (model)</source>
        <translation>Antworten von %1 (Modell)</translation>
    </message>
    <message>
        <source>%1&apos;s answers</source>
        <translation>Antworten von %1</translation>
    </message>
    <message>
        <source>Leave the search field for the table</source>
        <translation>Suchfeld verlassen, zurück zur Tabelle</translation>
    </message>
    <message>
        <source>ESTER type errors</source>
        <translation>ESTER-Typfehler</translation>
    </message>
</context>
<context>
    <name>es::widgets::WriterFigures</name>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <source>QA validity by writer</source>
        <translation>QA-Gültigkeit nach Verfasser</translation>
    </message>
    <message>
        <source>Invalid reviews by reason: every review, then the questions of each writer with an invalid review. Click a writer&apos;s column to list their questions.</source>
        <translation>Prüfungen mit dem Urteil „ungültig“ nach Grund: alle Prüfungen, dann die Fragen jedes Verfassers mit einem solchen Urteil. Die Spalte eines Verfassers anklicken, um seine Fragen aufzulisten.</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Validierung</translation>
    </message>
    <message>
        <source>Questions per writer</source>
        <translation>Fragen je Verfasser</translation>
    </message>
    <message>
        <source>Writers</source>
        <translation>Verfasser</translation>
    </message>
    <message>
        <source>Tokens by relation type</source>
        <translation>Tokens nach Relationstyp</translation>
    </message>
    <message>
        <source>Lengths</source>
        <translation>Längen</translation>
    </message>
    <message>
        <source>Writers below %1% validity are marked, as the ESTER authors let such writers go.</source>
        <translation>Verfasser unter %1 % Gültigkeit sind markiert, da die ESTER-Autoren sich von solchen Verfassern getrennt haben.</translation>
    </message>
    <message>
        <source>%1 reviews counted (%2 invalid); %3 questions name no writer.</source>
        <translation>%1 Prüfungen gezählt (%2 ungültig); %3 Fragen nennen keinen Verfasser.</translation>
    </message>
    <message>
        <source>%1 reviews by a question&apos;s own writer are left out.</source>
        <translation>%1 Prüfungen durch den Verfasser der Frage selbst bleiben unberücksichtigt.</translation>
    </message>
    <message>
        <source>at or above %1%</source>
        <translation>bei oder über %1 %</translation>
    </message>
    <message>
        <source>below %1%</source>
        <translation>unter %1 %</translation>
    </message>
    <message>
        <source>no writers</source>
        <translation>keine Verfasser</translation>
    </message>
    <message>
        <source>validity</source>
        <translation>Gültigkeit</translation>
    </message>
    <message>
        <source>%1% threshold</source>
        <translation>%1-%-Schwelle</translation>
    </message>
    <message>
        <source>%1 · none of %2 questions reviewed</source>
        <translation>%1 · keine von %2 Fragen geprüft</translation>
    </message>
    <message>
        <source>%1 · validity %2 (%3 of %4 reviewed questions valid)</source>
        <translation>%1 · Gültigkeit %2 (%3 von %4 geprüften Fragen gültig)</translation>
    </message>
    <message>
        <source>· below %1%</source>
        <translation>· unter %1 %</translation>
    </message>
    <message>
        <source>questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>questions written</source>
        <translation>geschriebene Fragen</translation>
    </message>
    <message>
        <source>writer</source>
        <translation>Verfasser</translation>
    </message>
    <message>
        <source>%1 · %2 questions written</source>
        <translation>%1 · %2 Fragen geschrieben</translation>
    </message>
    <message>
        <source>a question</source>
        <translation>je Frage</translation>
    </message>
    <message>
        <source>a gold answer</source>
        <translation>je Gold-Antwort</translation>
    </message>
    <message>
        <source>mean tokens</source>
        <translation>mittlere Tokenzahl</translation>
    </message>
    <message>
        <source>%1 · %2 tokens a question (%3 questions)</source>
        <translation>%1 · %2 Tokens je Frage (%3 Fragen)</translation>
    </message>
    <message>
        <source>%1 · %2 tokens a gold answer (%3 answers)</source>
        <translation>%1 · %2 Tokens je Gold-Antwort (%3 Antworten)</translation>
    </message>
</context>
</TS>
