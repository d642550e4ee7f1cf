<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de">
<context>
    <name>AddStepCommand</name>
    <message>
        <source>Add step "%1"</source>
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
        <source>Whose labels the files hold.</source>
        <translation>Wessen Labels die Dateien enthalten.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>Which model the scores come from.</source>
        <translation>Von welchem Modell die Scores stammen.</translation>
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
        <source>pairs (default) or gold.</source>
        <translation>pairs (Standard) oder gold.</translation>
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
        <source>unknown command "%1"</source>
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
        <source>unknown dataset "%1" (expected esd, ester or openpi)</source>
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
        <source>unknown format "%1" (known: %2)</source>
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
        <source>export of %1 is not available yet</source>
        <translation>Export von %1 ist noch nicht verfügbar</translation>
    </message>
    <message>
        <source>--out FILE is required</source>
        <translation>--out DATEI ist erforderlich</translation>
    </message>
    <message>
        <source>unknown --what "%1" (expected pairs or gold)</source>
        <translation>unbekanntes --what „%1“ (erwartet: pairs oder gold)</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Usage:
  eventscope [--db FILE] [--annotator NAME]   open the workbench
  eventscope import FILE... --db FILE [--annotator NAME | --model NAME] [--format NAME]
  eventscope report --db FILE [--dataset esd|ester|openpi] [--json]
  eventscope export --db FILE --dataset esd --out FILE [--what pairs|gold]
Exit status: 0 success, 1 bad input, 2 bad usage.
</source>
        <translation>Aufruf:
  eventscope [--db DATEI] [--annotator NAME]  die Werkbank öffnen
  eventscope import DATEI... --db DATEI [--annotator NAME | --model NAME] [--format NAME]
  eventscope report --db DATEI [--dataset esd|ester|openpi] [--json]
  eventscope export --db DATEI --dataset esd --out DATEI [--what pairs|gold]
Rückgabewert: 0 Erfolg, 1 fehlerhafte Eingabe, 2 falscher Aufruf.
</translation>
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
        <source>Fleiss' kappa</source>
        <translation>Fleiss’ Kappa</translation>
    </message>
    <message>
        <source>Percent agreement</source>
        <translation>Prozentuale Übereinstimmung</translation>
    </message>
    <message>
        <source>Krippendorff's alpha</source>
        <translation>Krippendorffs Alpha</translation>
    </message>
    <message>
        <source>Cohen's kappa %1 / %2</source>
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
</context>
<context>
    <name>SetLabelCommand</name>
    <message>
        <source>Label %1 as %2</source>
        <translation>%1 als %2 labeln</translation>
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
        <source>A step that is not essential to "%1":</source>
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
        <source>Fleiss' kappa:</source>
        <translation>Fleiss’ Kappa:</translation>
    </message>
    <message>
        <source>Percent agreement:</source>
        <translation>Prozentuale Übereinstimmung:</translation>
    </message>
    <message>
        <source>Krippendorff's alpha:</source>
        <translation>Krippendorffs Alpha:</translation>
    </message>
    <message>
        <source>Vs. others' majority:</source>
        <translation>Gegen Mehrheit der anderen:</translation>
    </message>
    <message>
        <source>Cohen's kappa (kept pairs)</source>
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
        <source>AUROC against model size (no model gives "params")</source>
        <translation>AUROC nach Modellgröße (kein Modell gibt „params“ an)</translation>
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
        <source>Show &amp;other annotators' labels</source>
        <translation>Labels &amp;anderer Annotatoren zeigen</translation>
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
        <source>Turn on View &gt; Show other annotators' labels</source>
        <translation>Ansicht &gt; Labels anderer Annotatoren zeigen einschalten</translation>
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
        <source>ESD JSON Lines (*.jsonl *.json);;All files (*)</source>
        <translation>ESD JSON Lines (*.jsonl *.json);;Alle Dateien (*)</translation>
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
            <numerusform>%n Datei importiert.</numerusform><numerusform>%n Dateien importiert.</numerusform></translation>
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