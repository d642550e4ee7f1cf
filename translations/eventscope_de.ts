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
    <name>Cli</name>
    <message>
        <source>The project file.</source>
        <translation>Die Projektdatei.</translation>
    </message>
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
        <source>unknown command &quot;%1&quot;</source>
        <translation>unbekannter Befehl „%1“</translation>
    </message>
    <message>
        <source>--db FILE is required</source>
        <translation>--db DATEI ist erforderlich</translation>
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
        <source>%1 is an ESTER split: --model applies to prediction files</source>
        <translation>%1 ist ein ESTER-Split: --model gilt für Vorhersagedateien</translation>
    </message>
    <message>
        <source>%1 holds ESTER predictions: give --model NAME and --split NAME</source>
        <translation>%1 enthält ESTER-Vorhersagen: --model NAME und --split NAME angeben</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>%1: split &quot;%2&quot;, %3 questions (%4 new), %5 answer sets as %6 (%7 new, %8 changed)</source>
        <translation>%1: Split „%2“, %3 Fragen (%4 neu), %5 Antwortmengen als %6 (%7 neu, %8 geändert)</translation>
    </message>
    <message numerus="yes">
        <source>eventscope: warning: %1: %n released answer(s) longer than 12 words (kept; the limit applies to new answers)</source>
        <translation>
            <numerusform>eventscope: Warnung: %1: %n veröffentlichte Antwort länger als 12 Wörter (behalten; die Grenze gilt für neue Antworten)</numerusform>
            <numerusform>eventscope: Warnung: %1: %n veröffentlichte Antworten länger als 12 Wörter (behalten; die Grenze gilt für neue Antworten)</numerusform>
        </translation>
    </message>
    <message>
        <source>--split NAME is required to export ESTER</source>
        <translation>--split NAME ist für den ESTER-Export nötig</translation>
    </message>
    <message>
        <source>ESD: pairs (default) or gold; OpenPI: procedures (default), salience or clusters.</source>
        <translation>ESD: pairs (Standard) oder gold; OpenPI: procedures (Standard), salience oder clusters.</translation>
    </message>
    <message>
        <source>Usage:
  eventscope [--db FILE] [--annotator NAME]   open the workbench
  eventscope import FILE... --db FILE [--annotator NAME | --model NAME] [--split NAME] [--format NAME]
  eventscope report --db FILE [--dataset esd|ester|openpi] [--json]
  eventscope export --db FILE --dataset esd --out FILE [--what pairs|gold]
  eventscope export --db FILE --dataset ester --split NAME --out FILE [--annotator NAME]
  eventscope export --db FILE --dataset openpi --out FILE [--what procedures|salience|clusters]
                    [--annotator NAME | --model NAME]
Exit status: 0 success, 1 bad input, 2 bad usage.
</source>
        <translation>Aufruf:
  eventscope [--db FILE] [--annotator NAME]   die Werkbank öffnen
  eventscope import FILE... --db FILE [--annotator NAME | --model NAME] [--split NAME] [--format NAME]
  eventscope report --db FILE [--dataset esd|ester|openpi] [--json]
  eventscope export --db FILE --dataset esd --out FILE [--what pairs|gold]
  eventscope export --db FILE --dataset ester --split NAME --out FILE [--annotator NAME]
  eventscope export --db FILE --dataset openpi --out FILE [--what procedures|salience|clusters]
                    [--annotator NAME | --model NAME]
Exit-Status: 0 Erfolg, 1 fehlerhafte Eingabe, 2 falscher Aufruf.
</translation>
    </message>
    <message>
        <source>%1 holds an OpenPI clustering: give --annotator NAME or --model NAME</source>
        <translation>%1 enthält eine OpenPI-Clusterung: --annotator NAME oder --model NAME angeben</translation>
    </message>
    <message>
        <source>%1 holds hand-made gold clusters: they take no --annotator or --model</source>
        <translation>%1 enthält handgemachte Gold-Cluster: sie nehmen kein --annotator oder --model</translation>
    </message>
    <message>
        <source>%1: %2 procedures (%3 new), %4 salience ratings by %5 (%6 new, %7 changed)</source>
        <translation>%1: %2 Prozeduren (%3 neu), %4 Salienzbewertungen von %5 (%6 neu, %7 geändert)</translation>
    </message>
    <message>
        <source>%1: %2 procedures (%3 new), %4 entities new, %5 clusterings by %6 (%7 changed)</source>
        <translation>%1: %2 Prozeduren (%3 neu), %4 Entitäten neu, %5 Clusterungen von %6 (%7 geändert)</translation>
    </message>
    <message numerus="yes">
        <source>eventscope: warning: %1: %n salience value(s) not an integer 0-5, counted as 0</source>
        <translation>
            <numerusform>eventscope: Warnung: %1: %n Salienzwert ist keine ganze Zahl 0-5, als 0 gezählt</numerusform>
            <numerusform>eventscope: Warnung: %1: %n Salienzwerte sind keine ganze Zahl 0-5, als 0 gezählt</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown --what &quot;%1&quot; (expected procedures, salience or clusters)</source>
        <translation>unbekanntes --what „%1“ (erwartet procedures, salience oder clusters)</translation>
    </message>
    <message>
        <source>--what salience needs --annotator NAME or --model NAME</source>
        <translation>--what salience braucht --annotator NAME oder --model NAME</translation>
    </message>
    <message>
        <source>--what procedures takes no --annotator or --model</source>
        <translation>--what procedures nimmt kein --annotator oder --model</translation>
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
        <source>The project to open.</source>
        <translation>Das zu öffnende Projekt.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
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
</context>
<context>
    <name>SetLabelCommand</name>
    <message>
        <source>Label %1 as %2</source>
        <translation>%1 als %2 labeln</translation>
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
    <name>es::widgets::ClusterTree</name>
    <message numerus="yes">
        <source>%1  (%n mention(s))</source>
        <translation>
            <numerusform>%1  (%n Erwähnung)</numerusform>
            <numerusform>%1  (%n Erwähnungen)</numerusform>
        </translation>
    </message>
    <message>
        <source>A paraphrase added to expand the cluster; no file mentions it.</source>
        <translation>Eine zur Erweiterung des Clusters hinzugefügte Paraphrase; keine Datei erwähnt sie.</translation>
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
        <source>Contribute a non-essential step for this goal</source>
        <translation>Einen nicht wesentlichen Schritt zu diesem Ziel beitragen</translation>
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
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Contributed step</source>
        <translation>Beigetragener Schritt</translation>
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
        <source>%1 pairs: %2 kept, %3 invalid, %4 incomplete
Gold: %5 essential, %6 non-essential</source>
        <translation>%1 Paare: %2 behalten, %3 ungültig, %4 unvollständig
Gold: %5 wesentlich, %6 nicht wesentlich</translation>
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
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Parameters (log scale)</source>
        <translation>Parameter (logarithmisch)</translation>
    </message>
    <message>
        <source>AUROC against model size (no model gives &quot;params&quot;)</source>
        <translation>AUROC nach Modellgröße (kein Modell gibt „params“ an)</translation>
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
        <source>Passage / question</source>
        <translation>Passage / Frage</translation>
    </message>
    <message>
        <source>Relation</source>
        <translation>Relation</translation>
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
        <source>&amp;Question</source>
        <translation>&amp;Frage</translation>
    </message>
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
        <source>&amp;Review</source>
        <translation>&amp;Prüfung</translation>
    </message>
    <message>
        <source>Rater</source>
        <translation>Bewerter</translation>
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
        <source>✗ %1</source>
        <translation>✗ %1</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>✓ Ready to save (Enter).</source>
        <translation>✓ Bereit zum Speichern (Eingabe).</translation>
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
        <source>You marked it invalid: %1</source>
        <translation>Sie haben sie als ungültig markiert: %1</translation>
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
        <source>%1 (model, %2)</source>
        <translation>%1 (Modell, %2)</translation>
    </message>
    <message>
        <source>Q: %1 (%2)</source>
        <translation>F: %1 (%2)</translation>
    </message>
    <message>
        <source>New question about this passage</source>
        <translation>Neue Frage zu dieser Passage</translation>
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
        <source>Sign in as someone else…</source>
        <translation>Als jemand anderes anmelden…</translation>
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
        <source>Signed in: %1 (annotator)</source>
        <translation>Angemeldet: %1 (Annotator)</translation>
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
    <message numerus="yes">
        <source>Imported %n file(s).</source>
        <translation>
            <numerusform>%n Datei importiert.</numerusform>
            <numerusform>%n Dateien importiert.</numerusform>
        </translation>
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
        <source>Turn on View &gt; Show other annotators&apos; labels and answers</source>
        <translation>Ansicht &gt; Labels und Antworten anderer Annotatoren zeigen einschalten</translation>
    </message>
    <message>
        <source>ESTER predictions</source>
        <translation>ESTER-Vorhersagen</translation>
    </message>
    <message>
        <source>Which model gave the answers in %1?</source>
        <translation>Welches Modell hat die Antworten in %1 gegeben?</translation>
    </message>
    <message>
        <source>For which split, in its order?</source>
        <translation>Für welchen Split, in dessen Reihenfolge?</translation>
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
        <source>ESD JSON Lines, ESTER or OpenPI JSON (*.jsonl *.json);;All files (*)</source>
        <translation>ESD JSON Lines, ESTER- oder OpenPI-JSON (*.jsonl *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Procedures and gold clusters, no salience</source>
        <translation>Prozeduren und Gold-Cluster, keine Salienz</translation>
    </message>
    <message>
        <source>A person&apos;s clustering</source>
        <translation>Die Clusterung einer Person</translation>
    </message>
    <message>
        <source>A person&apos;s salience</source>
        <translation>Die Salienz einer Person</translation>
    </message>
    <message>
        <source>A model&apos;s clustering</source>
        <translation>Die Clusterung eines Modells</translation>
    </message>
    <message>
        <source>A model&apos;s salience</source>
        <translation>Die Salienz eines Modells</translation>
    </message>
    <message>
        <source>OpenPI import</source>
        <translation>OpenPI-Import</translation>
    </message>
    <message>
        <source>What does %1 hold?</source>
        <translation>Was enthält %1?</translation>
    </message>
    <message>
        <source>Which model?</source>
        <translation>Welches Modell?</translation>
    </message>
    <message>
        <source>Which annotator?</source>
        <translation>Welche annotierende Person?</translation>
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
        <source>Entities (J / K)</source>
        <translation>Entitäten (J / K)</translation>
    </message>
    <message>
        <source>%v of %m ratings in this procedure</source>
        <translation>%v von %m Bewertungen in dieser Prozedur</translation>
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
        <source>Entity clusters</source>
        <translation>Entitätscluster</translation>
    </message>
    <message>
        <source>Attribute clusters of an entity</source>
        <translation>Attributcluster einer Entität</translation>
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
        <source>with</source>
        <translation>mit</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Differenz</translation>
    </message>
    <message>
        <source>Red: the two differ by 2 or more; yellow: by 1.</source>
        <translation>Rot: die beiden weichen um 2 oder mehr ab; gelb: um 1.</translation>
    </message>
    <message>
        <source>%1 (model)</source>
        <translation>%1 (Modell)</translation>
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
        <source>%1  %2  (%3/%4)</source>
        <translation>%1  %2  (%3/%4)</translation>
    </message>
    <message>
        <source>Showing: %1</source>
        <translation>Angezeigt: %1</translation>
    </message>
    <message>
        <source>Turn on View &gt; Show other annotators&apos; labels and answers</source>
        <translation>Ansicht &gt; Labels und Antworten anderer Annotierender zeigen einschalten</translation>
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
        <source>Step %1</source>
        <translation>Schritt %1</translation>
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
    <message>
        <source>%1  (global: %2)</source>
        <translation>%1  (global: %2)</translation>
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
        <source>The whole procedure (global)</source>
        <translation>Die ganze Prozedur (global)</translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>Schritt %1: %2</translation>
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
        <source>global</source>
        <translation>global</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>Schritt %1</translation>
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
</TS>
