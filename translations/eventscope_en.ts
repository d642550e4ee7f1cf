<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AddStepCommand</name>
    <message>
        <source>Add step &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BlindHint</name>
    <message>
        <source>Hidden while working blind: only your own work shows</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The input format (%1); detected from the content by default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>esd, ester or openpi.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print one JSON object instead of tables.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WHAT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--dataset is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown dataset &quot;%1&quot; (expected esd, ester or openpi)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>import needs at least one FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --annotator or --model, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown format &quot;%1&quot; (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 pairs (%3 new), %4 labels (%5 new, %6 changed), %7 scores (%8 new, %9 changed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project holds no data for this report yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--out FILE is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown --what &quot;%1&quot; (expected pairs or gold)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whose labels or answers the files hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which model the scores or predictions come from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ESTER split (default: the file&apos;s base name).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: split &quot;%2&quot;, %3 questions (%4 new), %5 answer sets as %6 (%7 new, %8 changed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--split NAME is required to export ESTER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 procedures (%3 new), %4 salience ratings by %5 (%6 new, %7 changed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 procedures (%3 new), %4 entities new, %5 clusterings by %6 (%7 changed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--what salience needs --annotator NAME or --model NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--what procedures takes no --annotator or --model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ESD: pairs (default) or gold; ESTER: answers (default) or gold; OpenPI: procedures (default), salience, clusters or gold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whose view to take: an annotator sees only their own work.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The item to adjudicate: an ESD pair id, an ESTER question id, an OpenPI procedure id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ESD: the adjudicated label, 1, 0 or -1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LABEL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A note kept with the decision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdraw the item&apos;s decision: its gold is the raters&apos; again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ESTER: the adjudicated relation type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TYPE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ESTER: an adjudicated answer, a span of the passage (repeat for more).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenPI: the entity whose salience is decided.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenPI: the step of a local salience (default 0, global).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenPI: the adjudicated salience, 0-5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VALUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenPI: entity or attribute clusters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KIND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenPI: a clustering file whose entry for the item is the decision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bootstrap resamples for the 95% intervals (default 1000; 0: none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also write the report as one HTML file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--html needs a FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown --what &quot;%1&quot; (expected answers or gold)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--what gold takes no --annotator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 works blind: they may export only their own answers (--annotator %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--what gold takes no --annotator or --model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 works blind: they may export only their own and the models&apos; work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>role needs NAME and ROLE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown role &quot;%1&quot; (expected annotator, adjudicator or viewer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a person&apos;s name cannot be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 added as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 works blind: the disagreements show everyone&apos;s work</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) to adjudicate in %1</source>
        <translation>
            <numerusform>%n item to adjudicate in %1</numerusform>
            <numerusform>%n items to adjudicate in %1</numerusform>
        </translation>
    </message>
    <message>
        <source>(decided)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adjudicate needs --item ID and --as NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --label 1, 0 or -1, or --withdraw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an ESD label is 1, 0 or -1, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undecided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no ESTER question with id %2 (ids are listed by eventscope disagreements)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --from NAME or --answer TEXT (and --type TYPE), or --withdraw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>question %1: %2 gave no answers to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>question %1: &quot;%2&quot; is not in its passage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>question %1: &quot;%2&quot; occurs %3 times in its passage (starting at %4) and no rater chose one; give --answer &quot;%2@START&quot; with one of those starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown relation type &quot;%1&quot; (expected causal, conditional, counterfactual, sub-event or coreference)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>question %1: decided (%n answer(s))</source>
        <translation>
            <numerusform>question %1: decided (%n answer)</numerusform>
            <numerusform>question %1: decided (%n answers)</numerusform>
        </translation>
    </message>
    <message>
        <source>question %1: decision withdrawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--step is a step number, 0 for global salience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --salience 0-5, or --withdraw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/%2, step %3: salience %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/%2, step %3: decision withdrawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --from NAME or --clusters FILE, or --withdraw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>procedure %1: %2 has no %3 clusters of it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no clusters for procedure %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 clusters decided (%n cluster(s))</source>
        <translation>
            <numerusform>%1: %2 clusters decided (%n cluster)</numerusform>
            <numerusform>%1: %2 clusters decided (%n clusters)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 clusters: decision withdrawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--bootstrap is a number of resamples, 0 to 1000000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--seed is a non-negative whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project: a file, or a PostgreSQL database (postgresql://USER@HOST:PORT/DB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PROJECT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--db PROJECT is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team takes one action: init</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: set up for a team; add people with eventscope role NAME annotator|adjudicator|viewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ESTER, OpenPI clusters: take this rater&apos;s answer (a person, or gold); copy: the project to copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>copy needs --from PROJECT and --to PROJECT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: already exists; copy into a new file</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 → %2: %n row(s) in %3 tables</source>
        <translation>
            <numerusform>%1 → %2: %n row in %3 tables</numerusform>
            <numerusform>%1 → %2: %n rows in %3 tables</numerusform>
        </translation>
    </message>
    <message>
        <source>adjudicate: replace another adjudicator&apos;s decision on the item (without it, only no decision or your own is replaced); assign: replace the dataset&apos;s existing assignments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assign: the annotators who share the items, comma-separated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAMES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assign: how many of them rate each item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>group: the people to put in the group, comma-separated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>group: the ESD setting its members worked in, full (default) or core.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SETTING</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (--replace replaces it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assign needs --annotators A,B,... and --overlap N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--overlap must be a positive number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--seed must be a non-negative number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: --overlap %2 is more than the number of annotators given (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 goals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 passages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 procedures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: already assigned so; nothing changed (%2: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, %3 annotators each (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>group takes one NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>group needs a NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 procedures&apos; predicted schemata by %3 (%4 changed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 procedures&apos; states by %3 (%4 changed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 procedures&apos; judgements of generated paraphrases by %3 (%4 changed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 procedures&apos; error analyses by %3 of %4&apos;s schemata (%5 changed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown --what &quot;%1&quot; (expected %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--what schemata needs --model NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--what %1 needs --annotator NAME (who judged) and no --model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--what schema-errors needs --annotator NAME (who analysed) and --model NAME (whose schemata)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the 95% intervals are made: auto (default: the bootstrap, and large-sample intervals over 100,000 items or more), bootstrap or analytic.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>METHOD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--intervals is auto, bootstrap or analytic, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eventscope: warning: %1: members can see who is connected, and so who saved each change announced; a superuser running team init hides it (docs/scaling.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eventscope: warning: %1: members may also connect to %2, where the server shows who is connected unless a superuser hides it there too (docs/scaling.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenPI: keep a person&apos;s procedures rated 0 throughout as ratings (by default they are taken as not rated, as in the released files&apos; placeholders).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenPI: a procedures file&apos;s clusters replace hand-made gold clusters too (by default the hand-made gold is kept).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assign: let the work of annotators left out of --annotators stop counting (without it, assign names them and changes nothing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) keep on their panel the annotators who had already worked on them</source>
        <translation>
            <numerusform>%n item keeps on its panel the annotators who had already worked on it</numerusform>
            <numerusform>%n items keep on their panel the annotators who had already worked on them</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n of them more than %1 annotators</source>
        <translation>
            <numerusform>; %n of them more than %1 annotators</numerusform>
            <numerusform>; %n of them more than %1 annotators</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>eventscope: warning: %1 worked on %n item(s) and sits on no panel: that work counts no more</source>
        <translation>
            <numerusform>eventscope: warning: %1 worked on %n item and sits on no panel: that work counts no more</numerusform>
            <numerusform>eventscope: warning: %1 worked on %n items and sits on no panel: that work counts no more</numerusform>
        </translation>
    </message>
    <message>
        <source>Usage:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage:
  eventscope [--db PROJECT] [--annotator NAME]   open the workbench
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another adjudicator&apos;s decision on the item is replaced only with --replace.
PROJECT: a project file, or a PostgreSQL database (postgresql://USER@HOST:PORT/DB).
Exit status: 0 success, 1 bad input or refused, 2 bad usage.
eventscope COMMAND --help lists the options of one command.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  eventscope assign --db PROJECT --dataset esd|ester|openpi --annotators A,B,C --overlap N
                    [--seed N] [--replace] [--accept-uncounted]   give every item a panel of N
                    annotators; those who already worked on an item stay on its panel
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  eventscope copy --from PROJECT --to PROJECT
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  eventscope disagreements --db PROJECT --dataset esd|ester|openpi [--json]
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  eventscope role NAME annotator|adjudicator|viewer --db PROJECT
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  eventscope team init --db PROJECT
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (--keep-zero-salience keeps them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (--replace-gold replaces them; the file&apos;s are kept as released)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eventscope: warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>eventscope: warning: %n passage(s) of split &quot;%1&quot; also in other splits, exported with it all the same: %2</source>
        <translation>
            <numerusform>eventscope: warning: %n passage of split &quot;%1&quot; also in other splits, exported with it all the same: %2</numerusform>
            <numerusform>eventscope: warning: %n passages of split &quot;%1&quot; also in other splits, exported with it all the same: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>report: the ESD pairs with gold on which each rater group member&apos;s accuracy is taken (default 200).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  eventscope report --db PROJECT [--dataset esd|ester|openpi] [--json] [--html FILE] [--as NAME]
                    [--bootstrap N] [--seed N] [--intervals auto|bootstrap|analytic]
                    [--human-sample N]
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--human-sample is a number of pairs, 1 or more</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--what decided-states takes no --annotator or --model</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --entity NAME (salience) or --kind entity|attribute|states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown --kind &quot;%1&quot; (expected entity, attribute or states)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--kind states needs --step N, a step number from 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --from NAME (whose states of the step), or --withdraw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>procedure %1: %2 wrote no states of it</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1, step %2: states decided (%n change(s))</source>
        <translation>
            <numerusform>%1, step %2: states decided (%n change)</numerusform>
            <numerusform>%1, step %2: states decided (%n changes)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, step %2: states decision withdrawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  eventscope import FILE... --db PROJECT [--annotator NAME] [--model NAME] [--seed N] [--split NAME] [--format NAME]
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bootstrap&apos;s seed (default 20231), also the seed of the ESD human baseline&apos;s sample; assign: the panels&apos; seed (default 1); import: ESTER predictions are --model&apos;s run over this seed (kept as &quot;MODEL seed N&quot;), and reports give the model&apos;s mean and standard deviation over its seeds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  eventscope group NAME --db PROJECT [--members A,B] [--setting full|core|both]
                    a rater group scored against the experts&apos; gold (no NAME: list groups)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown --setting &quot;%1&quot; (expected full, core or both)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  eventscope checkout --db SERVER --to FILE
                    an annotator&apos;s work taken into a file to label offline
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkout needs --db SERVER and --to FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkout takes a team project on a server (--db) into a file (--to)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: already exists; check out into a new file</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 → %2: %3&apos;s work, %n ESD label(s); label offline, then eventscope sync --db %2</source>
        <translation>
            <numerusform>%1 → %2: %3&apos;s work, %n ESD label; label offline, then eventscope sync --db %2</numerusform>
            <numerusform>%1 → %2: %3&apos;s work, %n ESD labels; label offline, then eventscope sync --db %2</numerusform>
        </translation>
    </message>
    <message>
        <source>  eventscope sync --db FILE [--mine|--theirs]
                    writes a checkout&apos;s labels back to its server
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sync needs --db FILE, a checkout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sync takes --mine or --theirs, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2: %3 label(s) written, %4 already there, %5 taken from the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decided meanwhile: %1 (your label counts in agreement, the decision is its gold)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assigned to you meanwhile: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no longer assigned to you: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conflict: %1: %2 when checked out, %3 on the server now, %4 here</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n label(s) changed on the server meanwhile were left as they are on both sides; sync --mine writes yours, --theirs takes the server&apos;s</source>
        <translation>
            <numerusform>%1: %n label changed on the server meanwhile was left as it is on both sides; sync --mine writes yours, --theirs takes the server&apos;s</numerusform>
            <numerusform>%1: %n labels changed on the server meanwhile were left as they are on both sides; sync --mine writes yours, --theirs takes the server&apos;s</numerusform>
        </translation>
    </message>
    <message>
        <source>copy: the project to copy into, a new file or an empty database; checkout: the new file to work in offline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sync: where the server changed a label meanwhile, write the file&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sync: where the server changed a label meanwhile, take the server&apos;s into the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: work changed here that sync does not write back yet stays in this file only: %2 (ESD labels are synced)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EsdLabels</name>
    <message>
        <source>unlabelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>essential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>non-essential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EsdStatisticsPanel</name>
    <message>
        <source>n/a (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FigureText</name>
    <message>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Gui</name>
    <message>
        <source>EventScope: annotation, adjudication and error analysis for event-centric NLP datasets.
Commands without a display: import, report, export (eventscope import --help).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign in as NAME without asking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EventScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project to open: a file, or a PostgreSQL database (postgresql://USER@HOST:PORT/DB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PROJECT</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>ESD pairs, labels and model scores (JSON Lines)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an ESTER split: questions with gold or a person&apos;s answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a model&apos;s ESTER predictions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenPI procedures, with salience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an OpenPI clustering by a person or a model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand-made OpenPI gold clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not recognised: choose the format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Annotator field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Model field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Split field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an OpenPI attribute clustering by a person or a model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand-made OpenPI gold attribute clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a model&apos;s predicted OpenPI schemata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a person&apos;s error analysis of a model&apos;s predicted OpenPI schemata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a person&apos;s judgements of the generated paraphrases of OpenPI clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenPI states: a model&apos;s predictions, a person&apos;s own, or the gold they are scored against</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImportSummary</name>
    <message numerus="yes">
        <source>%n pair(s)</source>
        <translation>
            <numerusform>%n pair</numerusform>
            <numerusform>%n pairs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n label(s)</source>
        <translation>
            <numerusform>%n label</numerusform>
            <numerusform>%n labels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n score(s)</source>
        <translation>
            <numerusform>%n score</numerusform>
            <numerusform>%n scores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n model(s)</source>
        <translation>
            <numerusform>%n model</numerusform>
            <numerusform>%n models</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n person(s)</source>
        <translation>
            <numerusform>%n person</numerusform>
            <numerusform>%n people</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n question</numerusform>
            <numerusform>%n questions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer set(s)</source>
        <translation>
            <numerusform>%n answer set</numerusform>
            <numerusform>%n answer sets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n procedure(s)</source>
        <translation>
            <numerusform>%n procedure</numerusform>
            <numerusform>%n procedures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entit(y/ies)</source>
        <translation>
            <numerusform>%n entity</numerusform>
            <numerusform>%n entities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n salience rating(s)</source>
        <translation>
            <numerusform>%n salience rating</numerusform>
            <numerusform>%n salience ratings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clustering(s)</source>
        <translation>
            <numerusform>%n clustering</numerusform>
            <numerusform>%n clusterings</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>added %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing new</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s): </source>
        <translation>
            <numerusform>%n file: </numerusform>
            <numerusform>%n files: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n released answer(s) longer than 12 words (kept; the limit applies to new answers)</source>
        <translation>
            <numerusform>%1: %n released answer longer than 12 words (kept; the limit applies to new answers)</numerusform>
            <numerusform>%1: %n released answers longer than 12 words (kept; the limit applies to new answers)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n salience value(s) not an integer 0-5, counted as 0</source>
        <translation>
            <numerusform>%1: %n salience value not an integer 0-5, counted as 0</numerusform>
            <numerusform>%1: %n salience values not integers 0-5, counted as 0</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n procedure(s)&apos; schemata or states</source>
        <translation>
            <numerusform>%n procedure&apos;s schemata or states</numerusform>
            <numerusform>%n procedures&apos; schemata or states</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n procedure(s)&apos; error analyses</source>
        <translation>
            <numerusform>%n procedure&apos;s error analysis</numerusform>
            <numerusform>%n procedures&apos; error analyses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n procedure(s)&apos; judgements of paraphrases</source>
        <translation>
            <numerusform>%n procedure&apos;s judgements of paraphrases</numerusform>
            <numerusform>%n procedures&apos; judgements of paraphrases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n procedure(s) rated 0 throughout taken as not rated, their ratings skipped</source>
        <translation>
            <numerusform>%1: %n procedure rated 0 throughout taken as not rated, its ratings skipped</numerusform>
            <numerusform>%1: %n procedures rated 0 throughout taken as not rated, their ratings skipped</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n procedure(s) keep their hand-made gold clusters, which the file&apos;s would have replaced</source>
        <translation>
            <numerusform>%1: %n procedure keeps its hand-made gold clusters, which the file&apos;s would have replaced</numerusform>
            <numerusform>%1: %n procedures keep their hand-made gold clusters, which the file&apos;s would have replaced</numerusform>
        </translation>
    </message>
    <message>
        <source>an annotator&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a model&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the split they answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>annotator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: give %2 or %3, not both%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an ESTER split: it takes no %2 (that is for prediction files)%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds ESTER predictions: give %2 and %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds an OpenPI clustering: give %2 or %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds hand-made gold clusters: they take no %2 or %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds predicted OpenPI schemata: give %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds an error analysis of predicted OpenPI schemata: give %2 (who analysed) and %3 (whose schemata)%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds judgements of generated OpenPI paraphrases: give %2 (who judged) and no %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds labels without a name: give %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds model scores that name no model: give %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ESD JSON Lines, ESTER or OpenPI JSON (%1);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n passage(s) of split &quot;%2&quot; also in other splits (imported; ESTER keeps training and evaluation passages apart): %3</source>
        <translation>
            <numerusform>%1: %n passage of split &quot;%2&quot; also in other splits (imported; ESTER keeps training and evaluation passages apart): %3</numerusform>
            <numerusform>%1: %n passages of split &quot;%2&quot; also in other splits (imported; ESTER keeps training and evaluation passages apart): %3</numerusform>
        </translation>
    </message>
    <message>
        <source>passage %1 &quot;%2&quot; (also in %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>; and %n more</source>
        <translation>
            <numerusform>; and %n more</numerusform>
            <numerusform>; and %n more</numerusform>
        </translation>
    </message>
    <message>
        <source>seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a seed names one run of a model&apos;s predictions: give %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: only ESTER predictions are kept as a model&apos;s runs over seeds: give no %2%3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModelErrorsView</name>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QaChecks</name>
    <message>
        <source>Answer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cuts a word in two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 contains no highlighted event trigger.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The question mentions a trigger only in another form (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the question.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the relation type (keys 1-5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select at least one answer span in the passage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n word(s); answers have 1 to 12.</source>
        <translation>
            <numerusform>%1 has %n word; answers have 1 to 12.</numerusform>
            <numerusform>%1 has %n words; answers have 1 to 12.</numerusform>
        </translation>
    </message>
    <message>
        <source>The question mentions no highlighted trigger.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReadableTime</name>
    <message>
        <source>just now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>today at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yesterday at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) ago</source>
        <translation>
            <numerusform>%n minute ago</numerusform>
            <numerusform>%n minutes ago</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>n/a (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ESD: essential step detection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold essential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold non-essential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tied (no gold)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreement over kept pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleiss&apos; kappa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Percent agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Krippendorff&apos;s alpha</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cohen&apos;s kappa %1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each annotator against the majority of the others</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  (n = %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Models: AUROC against the majority gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no model scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AUROC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>causal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conditional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counterfactual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sub-event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coreference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ESTER: event semantic relation QA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With gold answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Models against gold (token F1 / HIT@1 / EM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 (n = %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (n = %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no model predictions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreement between annotators (token F1 / EM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2 (n = %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relation type Fleiss&apos; kappa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers per question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>McNemar&apos;s exact test between models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HIT@1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n01 = %1, n10 = %2, p = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenPI 2.0: entity states, salience and clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Procedures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Salience agreement, mean Pearson&apos;s r over procedures (global / local)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fewer than two raters with salience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(undefined r skipped: %1 global, %2 local)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2 (%3 procedures)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spearman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clusters against gold (precision / recall / F1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no clusterings besides gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 clusters (%3 procedures)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attribute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>95% CI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Causal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conditional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counterfactual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sub-event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coreference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project holds no data for this report yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EventScope report: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>en</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone&apos;s labels, answers, ratings and clusters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The blind view of %1: their own work and the models&apos; only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intervals are 95% percentile bootstrap intervals over %1 resamples, seed %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No confidence intervals (bootstrap resamples set to 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjudicated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjudicated invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cohen&apos;s kappa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cohen&apos;s kappa between annotators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heat map of Cohen&apos;s kappa for every pair of annotators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreement with gold in labelling order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Labels given, in the order given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreement with gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line chart of each annotator&apos;s agreement with gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each point is the share of %1 consecutive labels on pairs with gold that equal the gold, drawn at the block&apos;s last label.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Higher score means</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Essential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Non-essential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AUROC by model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full (goal + modifier)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Core (goal only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>non-essential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>essential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bar chart of each model&apos;s AUROC with its 95% interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROC curves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False positive rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>True positive rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each model&apos;s ROC curve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relation type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions by relation type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bar chart of the questions of each relation type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Models against gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token F1 by relation type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rater</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n01</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global r</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local r</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global Spearman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local Spearman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undefined global</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undefined local</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Salience agreement (Pearson&apos;s r)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pearson&apos;s r</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>global</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>local</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bar chart of each rater pair&apos;s mean Pearson&apos;s r with 95% intervals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pearson&apos;s r, the %1 procedures where %2 agree least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Procedure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Procedures with the least agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bar chart of the procedures with the lowest Pearson&apos;s r</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correctly predicted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clusters against gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bar chart of each clustering&apos;s precision, recall and F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global salience ratings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per-step salience ratings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bar chart of how often each salience rating was given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Salience ratings given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>varies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assigned, %1 per pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>implicit: each pair&apos;s first %1 labellers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>everyone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human (%1) (n = %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per question and answer by relation type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 a question (%2), %3 an answer (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no reason given %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worker validation (writers below %1% marked)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviews counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 invalid; %3 by the question&apos;s own writer left out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid reasons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions without a writer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>questions %1, none reviewed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>questions %1, validity %2 (%3 of %4 reviewed valid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BELOW %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted schemata against the released clusters, F1 (entity / attribute)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (%3 procedures)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with expansion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>without expansion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>global %1 / %2, local %3 / %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted states, exact match of before and after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 changes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 found no gold change)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors in predicted schemata (correct / no change / nonsense; missed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 by %2 (%3 of %4 pairs labelled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated paraphrases judged correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 paraphrases (%3 of %4 judged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bar chart of each model&apos;s and person&apos;s token F1, HIT@1 and EM with 95% intervals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bar chart of each model&apos;s and person&apos;s token F1 per relation type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No reason given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worker validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A writer is whoever wrote a question: its author in EventScope, or the worker its released record names. Their validity is the share of their questions someone else reviewed that the reviews judge valid (more valid than invalid reviews); the ESTER authors let writers below %1% go. %2 questions name no writer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no question names its writer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Below the threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QA validity by writer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at or above the threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>below the threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions per writer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bar chart of each writer&apos;s QA validity with the %1 line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writers below the line are drawn in the second colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all reviews</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why questions were invalid (invalid reviews)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bar chart of how many questions each writer wrote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens as the ESTER evaluation makes them: lowercased, punctuation removed, split on single spaces. Answers are the gold answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens a question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens an answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens by relation type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bar chart of mean tokens a question and an answer by relation type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong relation type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not about an event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ungrammatical or unclear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer not a whole event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted schemata against the released clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expansion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entity P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entity R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entity F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local entity F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local attribute F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted schemata, F1 (OpenPI 2.0 Table 3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attributes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entities, per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attributes, per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>without</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, expanded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bar chart of each model&apos;s schemata F1, without and with expansion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against gold lists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against the states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found no gold change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors in predicted schemata (OpenPI 2.0 Table 5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nonsense</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not labelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of labelled pairs by error category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nonsense</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bar chart of the shares of correct, no-change and nonsense pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paraphrases of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A global attribute recall above 1 is evaluate_schema.py&apos;s counting, kept so that the paper&apos;s figures reproduce: a gold attribute counts once for every step whose predicted entity names it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intervals are 95% large-sample intervals: DeLong&apos;s for AUROC, the jackknife&apos;s for kappa, the standard error&apos;s for means.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intervals are 95% percentile bootstrap intervals over %1 resamples, seed %2; over %3 items or more, large-sample intervals instead: DeLong&apos;s for AUROC, the jackknife&apos;s for kappa, the standard error&apos;s for means.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gwet&apos;s AC1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps per goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Words per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Words per goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Words per method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Words are runs of characters between whitespace; a goal&apos;s method counts when it has one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median seconds a label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Labels per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unlabelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours to finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Labelling pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dataset (mean, least-most)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  (%2-%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Labelling pace (labels per hour; hours to finish)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per hour; %2 h for %3 unlabelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global α (interval)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local α (interval)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>α (interval) is Krippendorff&apos;s alpha with the interval metric over the entities (global) and entity-steps (local) both raters rated, pooled over the procedures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: Pearson&apos;s r of %n procedure(s), lowest global r first</source>
        <translation>
            <numerusform>%1: Pearson&apos;s r of %n procedure, lowest global r first</numerusform>
            <numerusform>%1: Pearson&apos;s r of %n procedures, lowest global r first</numerusform>
        </translation>
    </message>
    <message>
        <source>Pearson&apos;s r per procedure and rater pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clusters as coreference (F1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MUC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B-cubed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CEAF-e</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clusters as coreference (MUC, B-cubed, CEAF-e)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold is the key; a mention is its text within the procedure, predicted mentions gold does not have are dropped, and the numerators and denominators are summed over procedures (of attribute clusters, over the entities scored above), as the CoNLL-2012 scorer sums them over documents.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bar chart of each clustering&apos;s MUC, B-cubed and CEAF-e F1 with 95% intervals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α (interval)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as coreference, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A label&apos;s time is the gap since the annotator&apos;s previous label, counted when each of the two was saved at a time of its own (an import&apos;s labels share one) and the gap is at most %1 seconds (longer is a break).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n passage(s) are in more than one split: ESTER keeps training and evaluation passages apart, so a model trained on one split and scored on another has read them.</source>
        <translation>
            <numerusform>%n passage is in more than one split: ESTER keeps training and evaluation passages apart, so a model trained on one split and scored on another has read it.</numerusform>
            <numerusform>%n passages are in more than one split: ESTER keeps training and evaluation passages apart, so a model trained on one split and scored on another has read them.</numerusform>
        </translation>
    </message>
    <message>
        <source>Passage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Splits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers are the gold answers; a question without them counts among the questions but not in answers per question. Passage length in tokens: lowercased, punctuation removed, split at every run of white space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passage tokens (mean)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passage tokens (max)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions by relation type and split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers per question by relation type and split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split %1 by relation type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bar chart of the questions of each relation type in each split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bar chart of the answers per question of each relation type in each split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question and answer n-grams by relation type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question openings are a question&apos;s first %1 tokens; answer n-grams every run of %2 tokens within a gold answer. The %3 most frequent of each type; in the charts the number after an n-gram is its relation type&apos;s place in the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most frequent question openings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most frequent answer n-grams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question openings in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bar chart of the most frequent question openings of each relation type in split %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer n-grams in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bar chart of the most frequent answer n-grams of each relation type in split %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Warning: %n passage(s) in more than one split (ESTER keeps training and evaluation passages apart)</source>
        <translation>
            <numerusform>Warning: %n passage in more than one split (ESTER keeps training and evaluation passages apart)</numerusform>
            <numerusform>Warning: %n passages in more than one split (ESTER keeps training and evaluation passages apart)</numerusform>
        </translation>
    </message>
    <message>
        <source>passage %1 &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passage tokens (mean / max)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 questions, %2 answers a question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>question openings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answer n-grams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human baseline: each member against gold on a sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean of the members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): %3 pairs with gold drawn with seed %4; %5 members left out of the mean for want of a labelled sampled pair.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  (%2 left out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not timed: %1; %2 unlabelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreement on state changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per step, a change of the second pairs with one of the first that names the same entity and attribute (any of their &quot; | &quot; names, without case); precision reads the second against the first. Exact: the paired changes&apos; before and after match as evaluate_states.py matches a prediction with the gold. Same steps: steps where both wrote the same pairs. Gold: the released gold lists, or a procedure&apos;s own states, each decided step in place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes (first / second)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pairs F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exact match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bar chart of the agreement on which pairs change and on their values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreement on state changes (pairs F1, exact match)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 (%3 procedures)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparisons (pair, question)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers&apos; pairwise micro-F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question&apos;s type against the majority type, share of the row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question&apos;s type \ majority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relation type against the majority of its typers (row %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) typed by two or more people; %1 without a majority type (a tie for the most votes) left out.</source>
        <translation>
            <numerusform>%n question typed by two or more people; %1 without a majority type (a tie for the most votes) left out.</numerusform>
            <numerusform>%n questions typed by two or more people; %1 without a majority type (a tie for the most votes) left out.</numerusform>
        </translation>
    </message>
    <message>
        <source>Heat map of each question type&apos;s share of questions by the majority type its typers gave</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Answers&apos; pairwise micro-F1 (%n question(s))</source>
        <translation>
            <numerusform>Answers&apos; pairwise micro-F1 (%n question)</numerusform>
            <numerusform>Answers&apos; pairwise micro-F1 (%n questions)</numerusform>
        </translation>
    </message>
    <message>
        <source>Relation type against the majority of its typers (row %; %1 typed by two or more, %2 without a majority)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over the model&apos;s seeds (mean ± sd)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 / %2 / %3 (%n seed(s) of %4)</source>
        <translation>
            <numerusform>%1 / %2 / %3 (%n seed of %4)</numerusform>
            <numerusform>%1 / %2 / %3 (%n seeds of %4)</numerusform>
        </translation>
    </message>
    <message>
        <source>Seeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Models over their seeds (mean ± sample standard deviation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 over %n seed(s), mean ± sd</source>
        <translation>
            <numerusform>%1 over %n seed, mean ± sd</numerusform>
            <numerusform>%1 over %n seeds, mean ± sd</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: state changes of %n procedure(s), lowest F1 first</source>
        <translation>
            <numerusform>%1: state changes of %n procedure, lowest F1 first</numerusform>
            <numerusform>%1: state changes of %n procedures, lowest F1 first</numerusform>
        </translation>
    </message>
    <message>
        <source>Human baseline (%1, %2): each member against gold on %3 pairs (seed %4)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportExport</name>
    <message>
        <source>Computing the report and its confidence intervals…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetLabelCommand</name>
    <message>
        <source>Label %1 as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label %1 as %2 in Core</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StoreWrite</name>
    <message>
        <source>Sign in first: every change is recorded under a person&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TypeErrorsModel</name>
    <message>
        <source>Number of gold answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of the rater&apos;s answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HIT@1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::AdjudicationPanel</name>
    <message>
        <source>ESD: essential steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ESTER: event relation QA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide &amp;decided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Models&apos; outputs stay hidden unless asked for, so that they do not sway a decision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;1 Essential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;0 Non-essential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Invalid (-1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One answer per line, each a span of the passage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Salience of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a rater&apos;s clustering above and take it as gold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note (optional): why this decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Take selected rater&apos;s answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Decide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Return</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Withdraw decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show in its &amp;tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take %1&apos;s salience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not signed in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only adjudicators decide; viewers and annotators read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotators work blind: no queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n to review</source>
        <translation>
            <numerusform>%n to review</numerusform>
            <numerusform>%n to review</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decided</source>
        <translation>
            <numerusform>%n decided</numerusform>
            <numerusform>%n decided</numerusform>
        </translation>
    </message>
    <message>
        <source>entity clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attribute clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>salience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjudication is for adjudicators and viewers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No disagreements to review.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goal: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>essential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>non-essential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rater</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entity clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in “%2”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>global %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decided: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decide %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not in the passage; an answer is a span of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” occurs %2 times in the passage (starting at %3) and no rater chose one: write “%1@START” with one of those starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decide question %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decide salience of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decide clusters of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdraw decision on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdraw decision on question %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdraw decision on clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdraw salience decisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdraw salience decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose 0-5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decide the selected item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next item to review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous item to review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a salience of 0-5 first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proposed from %1&apos;s answers: nothing is decided yet. Edit the type or the answers if need be, then Decide (Ctrl+Return).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▶ %1. %2   (this step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>   %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decided %1 by %2, %3. %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decided by %1, %2: %3 — %4. %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decided by %1, %2: %3. %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> A label changed after this decision, which stands until it is withdrawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdraw decision on the states of step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenPI: salience, clusters and states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>states of step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2: %3 → %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no change)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;%1 Take %2&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take %1&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take %1&apos;s state changes of step %2 as its gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State changes of step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold of step %1, decided by %2, %3: %4. %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold of step %1, as released: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 has no gold yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Gold states against %1: F1 %2, exact match %3 (%n procedure(s))</source>
        <translation>
            <numerusform>Gold states against %1: F1 %2, exact match %3 (%n procedure)</numerusform>
            <numerusform>Gold states against %1: F1 %2, exact match %3 (%n procedures)</numerusform>
        </translation>
    </message>
    <message>
        <source>Decide the states of step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::AnnotatorQualityView</name>
    <message>
        <source>Labels with gold per point:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many consecutive labels on pairs with gold make one point. Auto aims at about twenty points of at least ten labels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cohen&apos;s kappa between annotators (kept pairs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red: agreement below chance. White: chance (κ = 0). Blue: towards perfect agreement (κ = 1). Over the pairs every annotator labelled and none called invalid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per annotator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreement with gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 labels equal to gold (%3), block ending at label %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have not labelled any pair yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No one has labelled a pair yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No point: working blind you see only your own labels, and a majority of your own labels is your own label. Your drift appears once you may see the others&apos; labels or the decided pairs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No point: with one annotator&apos;s labels the majority is their own label, so only decided pairs count as gold, and a point needs at least %1 of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No point yet: a point needs at least %1 labels on pairs with gold (a decision, else the majority of a kept pair).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each point is the share of %1 consecutive labels on pairs with gold that equal the gold (a decision, else the majority of a kept pair, own label included), drawn at the block&apos;s last label; a last, shorter block of at least half that counts too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drift: agreement in labelling order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Labels given, in order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working blind: only your own labels show, so the other annotators&apos; drift and the kappa between annotators are hidden.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::AnnotatorSummaryModel</name>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Labels given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accuracy vs. others&apos; majority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairs compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The label times could not be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No pace: %1. %2 unlabelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 labels timed, median %3 s a label (a gap over %4 s is a break); %5 unlabelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Labels per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to finish</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::AuditTableModel</name>
    <message>
        <source>essential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>non-essential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label cleared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjudicated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision withdrawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers cleared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question edited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question updated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review cleared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triggers set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Salience rated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entity clusters set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute clusters set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Procedure updated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entity updated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Old → new</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ESD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ESTER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenPI</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::AuditView</name>
    <message>
        <source>All datasets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item, values or note contain… (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Since</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Person:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dataset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Action:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a change to read it in full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Withdraw this decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdraw the adjudication in the selected row: the item&apos;s gold goes back to the annotators&apos; majority. The withdrawal is recorded as a new change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load &amp;more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n change(s), the newest %1 shown</source>
        <translation>
            <numerusform>%n change, the newest %1 shown</numerusform>
            <numerusform>%n changes, the newest %1 shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n change(s)</source>
        <translation>
            <numerusform>%n change</numerusform>
            <numerusform>%n changes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item: %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A later decision on this item replaced or withdrew this one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the filter field for the trail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audit trail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter the trail by item, values or note</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::BackgroundJob</name>
    <message>
        <source>unknown error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::ChartView</name>
    <message>
        <source>Export chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chart.png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as PNG or SVG…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::ClusterEditor</name>
    <message>
        <source>Entity clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute clusters of an entity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your clustering starts as a copy of gold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from the annotations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One cluster per annotated entity or attribute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge the selected clusters into the first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each selected mention becomes a cluster of its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move to…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected mentions to another cluster (or drag them there).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move mentions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To cluster:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename the selected cluster&apos;s canonical name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canonical name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add paraphrase…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add an expansion paraphrase to the selected cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add paraphrase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paraphrase:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yours (editable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have not clustered this procedure yet: start from gold or from the annotations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag mentions between clusters, or use the buttons; Ctrl+Z undoes. Italic mentions are paraphrases no file mentions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read only: choose &quot;Yours&quot; to edit your own clustering.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start clusters from gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start clusters from the annotations</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Merge %n cluster(s)</source>
        <translation>
            <numerusform>Merge %n cluster</numerusform>
            <numerusform>Merge %n clusters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Split out %n mention(s)</source>
        <translation>
            <numerusform>Split out %n mention</numerusform>
            <numerusform>Split out %n mentions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n mention(s) to &quot;%1&quot;</source>
        <translation>
            <numerusform>Move %n mention to &quot;%1&quot;</numerusform>
            <numerusform>Move %n mentions to &quot;%1&quot;</numerusform>
        </translation>
    </message>
    <message>
        <source>Another cluster is already called &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename cluster to &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add paraphrase &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::ClusterTreeModel</name>
    <message numerus="yes">
        <source>%1  (%n mention(s))</source>
        <translation>
            <numerusform>%1  (%n mention)</numerusform>
            <numerusform>%1  (%n mentions)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>generated (%n paraphrase(s))</source>
        <translation>
            <numerusform>generated (%n paraphrase)</numerusform>
            <numerusform>generated (%n paraphrases)</numerusform>
        </translation>
    </message>
    <message>
        <source>A paraphrase added to expand the cluster; no file mentions it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paraphrases the release generated to expand the cluster (its expansion), kept apart from the mentions; read only.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::CohenKappaModel</name>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::ComparisonModel</name>
    <message>
        <source>Rater</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HIT@1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EM</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::ConfusionModel</name>
    <message numerus="yes">
        <source>%n question(s) in this cell</source>
        <translation>
            <numerusform>%n question in this cell</numerusform>
            <numerusform>%n questions in this cell</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>es::widgets::ConnectionDialog</name>
    <message>
        <source>Open team project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A team project lives in a database on a PostgreSQL server. EventScope saves no password: the server decides how you sign in (~/.pgpass, PGPASSWORD, certificates, your system login), and asks here when it needs a password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>localhost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. esd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your login on the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Login:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>libpq&apos;s default (prefer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disable: never encrypted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prefer: encrypted when the server offers it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>require: always encrypted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify-ca: encrypted, the server&apos;s certificate checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify-full: encrypted, certificate and server name checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;TLS:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>~/.postgresql/root.crt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Root certificate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>postgresql://ann@db.example.org:5432/esd or host=… dbname=…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Connection string:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only when the server asks for one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Root certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Certificates (*.crt *.pem);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your login</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server asks for the password of %1. EventScope keeps it in memory for this session only and never saves it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::ErrorBarChart</name>
    <message>
        <source>No figure for this bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2% CI being computed…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (no %2% CI: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DeLong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jackknife</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standard error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 resamples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2% CI %3–%4, %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (no %2% CI: too few items, or the figure is undefined in most resamples or has no standard error)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::EsdPanel</name>
    <message>
        <source>Goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Core: goal only (C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full shows the goal with its wikiHow method; Core shows the goal alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps of this goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Is this step essential to the goal?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;1  Essential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;0  Non-essential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;X  Invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a valid step, or offensive content</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Previous (K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next (J) ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add optional step…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add optional step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A step that is not essential to &quot;%1&quot;:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a step in the navigator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your label: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign in to label.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · you labelled %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This project has no ESD pairs yet: File &gt; Import files… (Ctrl+I) adds them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decide (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are signed in as a viewer: viewers read and change nothing. Annotators label; adjudicators decide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotators label; you decide. Decide %1 as %2? The decision becomes this pair&apos;s gold. Press the key again or Enter to decide, Esc to cancel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decide %1 as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not decided. Annotators label; 1, 0 or X offers to decide this pair.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not decided. You are a viewer: annotators label, adjudicators decide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decided: %1, by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 of %3 decided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decide the pair as offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the offered decision, close a notice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label the pair essential (adjudicators: offer a decision)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label the pair non-essential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label the pair invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Core: show the goal without its modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your label: %1 (not saved yet: the server is unreachable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contribute an optional step for this goal: it waits for labels, yours too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · decided by an adjudicator: your label counts in agreement, not in its gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · you labelled %2 of %3 assigned pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your Core label: %1 (your Full label: %2; uncheck Core to give that one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · you labelled %2 of %3 in Core</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::EsdSession</name>
    <message>
        <source>ESD pair &quot;%1&quot; is no longer in the project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ESD pair &quot;%1&quot;: your label changed since, and stays as it is</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::EsdStatisticsPanel</name>
    <message>
        <source>You: %v of %m labelled (%p%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleiss&apos; kappa:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Percent agreement:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Krippendorff&apos;s alpha:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vs. others&apos; majority:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cohen&apos;s kappa (kept pairs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AUROC by model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROC curves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AUROC against model size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AUROC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (n = %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full (goal + modifier)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Core (goal only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False positive rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>True positive rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AUROC against model size (no model gives &quot;params&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No %1% CI: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% CI being computed…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) · AUROC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · AUROC %2 (%3% CI being computed…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · AUROC %2 (no %3% CI: too few pairs with gold)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · AUROC %2 (%3% CI %4–%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters, millions (log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% CI %2–%3, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You: %v of %m assigned pairs labelled (%p%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold: %1 essential, %2 non-essential, %3 tied (no gold)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold: %1 essential, %2 non-essential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pairs: %2 kept, %3 invalid, %4 incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gwet&apos;s AC1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lists in the navigator the pairs on which annotators gave different labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No %1% CI: too few kept pairs, or the figure is undefined in most resamples or has no standard error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show disagreeing pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human baseline:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): mean member accuracy %3 (%4 sampled pairs, seed %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You: %v of %m labelled in Core (%p%)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::EsterComparisonTab</name>
    <message>
        <source>gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (model, %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::EsterEditorTab</name>
    <message>
        <source>Question about an event of the passage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers in their colours; Delete removes the selected one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add selection as answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select words in the passage, then A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the question and its answers (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ Saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ Ready to save (Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys 1-5 choose the relation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typing: 1-5 are digits; Esc, then 1-5 choose the relation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::EsterNavigatorModel</name>
    <message>
        <source>Passage / question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::EsterNgramModel</name>
    <message>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::EsterPanel</name>
    <message>
        <source>Causal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conditional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counterfactual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sub-event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coreference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not answered by me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With gold answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missed by a model (EM 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every relation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search passages and questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Trigger mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a word or select words to add or remove an event trigger (T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a new question about this passage (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No ESTER passages in this project yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a passage or question.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Passage %1 of %2 · %n question(s)</source>
        <translation>
            <numerusform>Passage %1 of %2 · %n question</numerusform>
            <numerusform>Passage %1 of %2 · %n questions</numerusform>
        </translation>
    </message>
    <message>
        <source> · your triggers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · released triggers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add question &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change triggers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add missing answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Q: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New question about this passage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relation: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the selected words as an answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trigger mode on or off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review: the question is valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review: the question is invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review: add the selected words as a missing answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the question and its answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the question field (then 1-5 choose the relation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the search field for the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Written by…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review sample per writer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whose questions: the author in EventScope, or the worker a released question names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Writer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many questions of each writer to review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed draws the same questions on any machine; a larger sample keeps the smaller one&apos;s questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Per writer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See&amp;d:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review tab: invalid, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the review&apos;s reason field (then 1-7 give a reason)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every writer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) to review</source>
        <translation>
            <numerusform>%n question to review</numerusform>
            <numerusform>%n questions to review</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n writer(s)</source>
        <translation>
            <numerusform>%n writer</numerusform>
            <numerusform>%n writers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reviewed by you</source>
        <translation>
            <numerusform>%n reviewed by you</numerusform>
            <numerusform>%n reviewed by you</numerusform>
        </translation>
    </message>
    <message>
        <source>Mark invalid: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new question and its answers are not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your changes to this question&apos;s answers are not saved.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::EsterReviewTab</name>
    <message>
        <source>Reason (for an invalid question)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Valid (V)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Invalid (I)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add selection as &amp;missing answer (M)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid: %1 (%2 on this tab)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid because (keys 1-7 on this tab):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a question to review.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Relation: %2
Answers by %3:
%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not reviewed by you yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You marked it valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You marked it invalid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You marked it invalid: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::EsterSharedPassagesModel</name>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Splits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::EsterSplitTypesModel</name>
    <message>
        <source>Relation type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold answers per question with gold answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers per question</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::EsterSplitsModel</name>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gold answers to %2 of the %3 questions (those with gold answers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distinct passages of the split&apos;s questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold answers per question with gold answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers
per Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <comment>passage tokens, mean / max</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passage length in tokens (lowercased, punctuation removed, split at every run of white space): the mean over the split&apos;s passages and the longest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens
mean / max</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::EsterSplitsTab</name>
    <message>
        <source>Each split imported as gold: its distinct passages, questions, gold answers per question with gold, and passage length in tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Splits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The figures per split could not be computed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the passages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passages that more than one split lists: the passage&apos;s id, its first words and the splits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide the passages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Chart:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions by relation type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers per question by relation type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions by relation type and split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Split:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Relation type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chosen split&apos;s questions and gold answers by relation type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 most frequent question openings (a question&apos;s first %2 tokens) and answer n-grams (every %3 consecutive tokens of a gold answer) of the chosen split and relation type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question opening</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer n-gram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working blind, you see the figures of the splits you imported as gold: none yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No split imported as gold yet: the figures per split appear once one is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n passage(s) in more than one split (%1): ESTER keeps training and evaluation passages apart, so a model trained on one of these splits and scored on another has read them.</source>
        <translation>
            <numerusform>%n passage in more than one split (%1): ESTER keeps training and evaluation passages apart, so a model trained on one of these splits and scored on another has read it.</numerusform>
            <numerusform>%n passages in more than one split (%1): ESTER keeps training and evaluation passages apart, so a model trained on one of these splits and scored on another has read them.</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers per question by relation type and split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answers per question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>relation type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 · %3 questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 · %3 gold answers per question (%4 questions with gold)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::EsterStatisticsPanel</name>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Models against gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token F1 by relation type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers per question by relation type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type confusion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 passages, %2 questions (%3 with gold)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 / %2: token F1 %3, EM %4 on %n question(s)</source>
        <translation>
            <numerusform>%1 / %2: token F1 %3, EM %4 on %n question</numerusform>
            <numerusform>%1 / %2: token F1 %3, EM %4 on %n questions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Relation types, Fleiss&apos; kappa: %1 (%n question(s) typed by everyone)</source>
        <translation>
            <numerusform>Relation types, Fleiss&apos; kappa: %1 (%n question typed by everyone)</numerusform>
            <numerusform>Relation types, Fleiss&apos; kappa: %1 (%n questions typed by everyone)</numerusform>
        </translation>
    </message>
    <message>
        <source>McNemar %1 vs %2 on %3: p = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HIT@1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no model predictions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions by relation type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>token F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answers per question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows: the person&apos;s relation type; columns: the question&apos;s own type. Click a cell to list those questions; right-click to export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export heat map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EventScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cause</source>
        <comment>causal relation, chart axis</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cond</source>
        <comment>conditional relation, chart axis</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cfact</source>
        <comment>counterfactual relation, chart axis</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sub</source>
        <comment>sub-event relation, chart axis</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coref</source>
        <comment>coreference relation, chart axis</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · questions: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 · token F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 · %3 answers per question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each person&apos;s types (counts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question type against the majority (row %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Answers, pairwise micro-F1: %1 (%n question(s) two people answered)</source>
        <translation>
            <numerusform>Answers, pairwise micro-F1: %1 (%n question two people answered)</numerusform>
            <numerusform>Answers, pairwise micro-F1: %1 (%n questions two people answered)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rows: the question&apos;s own type; columns: the type most of its typers chose (%n question(s) typed by two or more people, %1 without a majority left out); each row&apos;s shares. Click a cell to list the questions of its row&apos;s type; right-click to export.</source>
        <translation>
            <numerusform>Rows: the question&apos;s own type; columns: the type most of its typers chose (%n question typed by two or more people, %1 without a majority left out); each row&apos;s shares. Click a cell to list the questions of its row&apos;s type; right-click to export.</numerusform>
            <numerusform>Rows: the question&apos;s own type; columns: the type most of its typers chose (%n questions typed by two or more people, %1 without a majority left out); each row&apos;s shares. Click a cell to list the questions of its row&apos;s type; right-click to export.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each model whose predictions were imported as runs over seeds: the mean and sample standard deviation (n - 1) of its runs&apos; figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seeds</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::ExpansionModel</name>
    <message>
        <source>–</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attribute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster&apos;s own names: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated paraphrase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judgement</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::ExpansionView</name>
    <message>
        <source>Judgements of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expansions: the paraphrase is correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expansions: the paraphrase is wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expansions: withdraw the judgement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expansions: next paraphrase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expansions: previous paraphrase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Is the generated paraphrase a correct name of the cluster? Y or 1 correct · N or 0 wrong · Delete withdraws · J / K next / previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The released clusters of this procedure carry no generated paraphrases.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your judgements of the paraphrases the release generated for this procedure&apos;s clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The paraphrases the release generated; no one&apos;s judgements to show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s judgements (read only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This procedure: %1 of %2 paraphrases judged, %3 correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entity paraphrases: none of %1 judged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute paraphrases: none of %1 judged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entity paraphrases: %1 correct of %2 judged (%3); %4 generated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute paraphrases: %1 correct of %2 judged (%3); %4 generated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The OpenPI 2.0 paper found 83.3% of entity and 59.4% of attribute paraphrases correct.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge &quot;%1&quot; correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge &quot;%1&quot; wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdraw the judgement of &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::GoalStepsModel</name>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contributed by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contributed step</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::ImportDialog</name>
    <message>
        <source>Import files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check each file&apos;s format and give the names the file does not hold itself. Every file lands or none does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;nnotator:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Split:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty: the answers are gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty: procedures only, or give a model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whose clustering: an annotator or a model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whose &quot;label&quot; the lines carry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty: procedures only, or give an annotator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file names %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>which model gave the scores or answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the split the predictions answer, in its order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the files to import.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import cancelled; the project is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; the project is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>who analysed the model&apos;s schemata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>who judged the paraphrases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty: the gold states the models are scored against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whose schemata the analysis judges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty: a run of its own; else one of the model&apos;s seeds</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::ImportFileListModel</name>
    <message>
        <source>%1 — format not recognised</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>es::widgets::InvalidReasonsModel</name>
    <message>
        <source>No reason given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All reviews</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>below %1% validity</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::KappaHeatMapModel</name>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>κ = %1 over %n kept pair(s)</source>
        <translation>
            <numerusform>κ = %1 over %n kept pair</numerusform>
            <numerusform>κ = %1 over %n kept pairs</numerusform>
        </translation>
    </message>
    <message>
        <source>Undefined: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::KeyListModel</name>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it does</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New project…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open project…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About EventScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mine unlabelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disagreements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search goals and steps (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EventScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — EventScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not signed in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already exists; open it instead, or choose a new name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About EventScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EventScope %1
A workbench for annotating, adjudicating and analysing event-centric NLP datasets (ESD, ESTER, OpenPI 2.0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EventScope projects (*.eventscope *.sqlite *.db);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;other annotators&apos; labels and answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ESD: essential steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ESTER: event relation QA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenPI: entity states and salience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rated an entity&apos;s global salience %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rated an entity&apos;s local salience %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s clusters differ from gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export report as HTML…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjudication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audit trail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdraw decision on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdraw decision on question %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdraw decision on clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdraw salience decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed in: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export report as HTML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTML files (*.html *.htm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign in first: the report shows what your role may see.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report written to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report export cancelled; nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ESD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ESTER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenPI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjudication: decide where people disagree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sign in…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No one is signed in.

EventScope shows a project&apos;s labels, answers, ratings and figures only to someone signed in: annotators see their own work, adjudicators and viewers everyone&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign in…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo the last edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo the edit undone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find in this dataset&apos;s list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;ESD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ES&amp;TER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open&amp;PI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;djudication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the %1 tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the search field for the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are signed in as an adjudicator: annotators write, answer, review, rate and cluster; you decide in the Adjudication tab (Ctrl+4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are signed in as a viewer: viewers read and change nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On this team project you work as %1, the name you connected with; connect under another name to work as someone else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to the server was lost; EventScope connects again by itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server unreachable: reconnecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Server unreachable: reconnecting… %n label(s) not saved yet</source>
        <translation>
            <numerusform>Server unreachable: reconnecting… %n label not saved yet</numerusform>
            <numerusform>Server unreachable: reconnecting… %n labels not saved yet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saving %n label(s)…</source>
        <translation>
            <numerusform>Saving %n label…</numerusform>
            <numerusform>Saving %n labels…</numerusform>
        </translation>
    </message>
    <message>
        <source>Connected to the server again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Connected to the server again; %n waiting label(s) saved.</source>
        <translation>
            <numerusform>Connected to the server again; %n waiting label saved.</numerusform>
            <numerusform>Connected to the server again; %n waiting labels saved.</numerusform>
        </translation>
    </message>
    <message>
        <source>Labels not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n label(s) could not be saved: the server is unreachable. Close anyway and lose them?</source>
        <translation>
            <numerusform>%n label could not be saved: the server is unreachable. Close anyway and lose it?</numerusform>
            <numerusform>%n labels could not be saved: the server is unreachable. Close anyway and lose them?</numerusform>
        </translation>
    </message>
    <message>
        <source>Open &amp;team project…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project file lost: nothing more is saved to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your role is now %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report was written to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Viewers import nothing: an adjudicator or an annotator imports</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::ModelErrorsModel</name>
    <message>
        <source>Decided by %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (decided)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Majority of the annotators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No gold: the pair is incomplete, invalid or tied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>True positive: essential, predicted essential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False positive: non-essential, predicted essential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False negative: essential, predicted non-essential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>True negative: non-essential, predicted non-essential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No gold, so no outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not labelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 labels agree with the most frequent one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2/%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank by the model&apos;s score, most essential first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final gold: an adjudicator&apos;s decision, else the annotators&apos; majority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model&apos;s prediction at the threshold against the gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of the labels equal to the most frequent label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::ModelErrorsView</name>
    <message>
        <source>All pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors only (FP and FN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False positives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False negatives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only pairs this annotator labelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goal contains…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unanimous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unanimous: two or more labels, all equal. Split: two or more labels that differ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Outcome:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;greement:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;nnotator:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goa&amp;l:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Threshold:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Best (Youden)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The threshold with the largest true positive rate minus false positive rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any annotator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No model scores in this project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: AUROC %2, n = %3 (%4 essential, %5 non-essential); %6 pairs scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower scores mean essential: the model predicts essential when score ≤ threshold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Higher scores mean essential: the model predicts essential when score ≥ threshold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model errors: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs pairs of both gold classes with a score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1:   TP %2   FP %3   FN %4   TN %5   precision %6   recall %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>   Youden&apos;s J %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>   (best)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 scored pairs shown. Double-click a row to open the pair.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>non-essential (decided)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the goal filter for the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ESD model errors</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::OfflineActions</name>
    <message>
        <source>Please wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sync with the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Check out for offline work…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take your work on this team project into a file, to label without a network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;ync with the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the labels given in this checkout back to its server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EventScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check out for offline work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EventScope projects (*.eventscope *.sqlite *.db);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already exists; check out into a new file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking out your work into %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checked out</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s work, %n ESD label(s), is in %2. Label there offline, then File &gt; Sync with the server writes your labels back.</source>
        <translation>
            <numerusform>%1&apos;s work, %n ESD label, is in %2. Label there offline, then File &gt; Sync with the server writes your labels back.</numerusform>
            <numerusform>%1&apos;s work, %n ESD labels, is in %2. Label there offline, then File &gt; Sync with the server writes your labels back.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open the checkout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stay on the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Syncing with %1…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::OpenPiPanel</name>
    <message>
        <source>Search goals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Procedure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Salience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Showing: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the search field for the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show all procedures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List every procedure again, in their order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schema errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label a model&apos;s predicted schemata: correct, no change, nonsense, and the pairs it missed (Table 5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expansions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge the paraphrases the release generated for the gold clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entity F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attribute F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>local entity F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>local attribute F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s schemata, lowest %2 first (with expansion)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s schemata, lowest %2 first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the procedures %1 analysed of %2&apos;s schemata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the procedures where %1 judged entity paraphrases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the procedures where %1 judged attribute paraphrases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>α %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2, lowest global α first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2, lowest local α first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MUC F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B-cubed F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CEAF-e F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s entity clusters, lowest %2 first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s attribute clusters, lowest %2 first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>States</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the procedure&apos;s state changes: per step, entity, attribute, before and after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>states F1 %1, exact %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2&apos;s state changes, lowest F1 first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::OpenPiProcedureTab</name>
    <message>
        <source>Rows: entities under their canonical names; columns: steps. Select a cell to see every mention behind it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a cell to see the mentions behind it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mentions behind the cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No OpenPI procedures yet: import a procedures file (File &gt; Import).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (procedure %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entity &quot;%1&quot;, mentions: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  attribute mentions: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    before: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    after: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::OpenPiSalienceTab</name>
    <message>
        <source>Entities (J / K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%v of %m ratings in this procedure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rate %1 (key %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5  the procedure or step cannot be done without it
4  another entity of its kind could replace it, with a worse outcome or more effort
3  it can be done without it, slightly worse or with more effort
2  without it, negligibly worse
1  it appears gratuitously
0  it is irrelevant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a model&apos;s salience (M)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Salience: rate the entity %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Salience: clear the rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Salience: next entity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Salience: previous entity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Salience: show a model&apos;s salience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This procedure has no entities.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How salient is &quot;%1&quot;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model gave no explanation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rate salience %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear salience</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::OpenPiStatisticsPanel</name>
    <message>
        <source>%1 (model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global salience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local salience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pearson&apos;s r per procedure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Salience ratings per rater</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clusters against gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a bar to compare the two raters on that procedure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a bar to list the procedures with such ratings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a bar to list the procedures where the clusters differ from gold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per procedure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Histogram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 procedures, %2 entities</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 / %2: r = %3 global, %4 local over %n procedure(s)</source>
        <translation>
            <numerusform>%1 / %2: r = %3 global, %4 local over %n procedure</numerusform>
            <numerusform>%1 / %2: r = %3 global, %4 local over %n procedures</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2 clusters: P %3, R %4, F1 %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attribute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pearson&apos;s r per procedure, global salience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pearson&apos;s r per procedure, local salience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fewer than two raters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pearson&apos;s r</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global salience ratings per rater</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local salience ratings per rater</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ratings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attributes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no clusterings besides gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pearson&apos;s r, the %1 procedures where %2 / %3 agree least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Salience agreement per rater pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rater pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spearman&apos;s ρ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 · r %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · salience %2 · ratings: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean Pearson&apos;s r</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean Spearman&apos;s ρ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted schemata, with expansion (Table 3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted schemata, without expansion (Table 3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entity F1, global</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute F1, global</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entity F1, local</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute F1, local</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no predicted schemata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 %3 · precision %4 (%5 of %6 predicted) · recall %7 (%8 of %9 gold) · %10 procedure(s), %11</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with expansion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>without expansion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error categories of predicted schemata (Table 5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nonsense</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no error analysis yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>share of the labelled pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model, analysed by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2: %3 of %4 labelled (%5) · missed pairs added: %6 · %7 of %8 predicted pairs labelled in %9 procedure(s), %10 finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated paraphrases judged correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entity paraphrases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute paraphrases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no judgements yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>share judged correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judged by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2: none judged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2: %3 correct of %4 judged (%5) · %6 generated · the OpenPI 2.0 paper: 83.3% of entity, 59.4% of attribute paraphrases correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted schemata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors of predicted schemata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a bar to list the model&apos;s procedures, lowest F1 first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a bar to open that analysis.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a bar to list the procedures behind it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With expansion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match the predictions against the released names with their generated paraphrases, as Table 3&apos;s &quot;with expansion&quot; does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schemata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table 3: predicted schemata against the released clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schema errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table 5: people&apos;s error analyses of predicted schemata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expansions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated paraphrases of the gold clusters judged correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MUC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B-cubed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CEAF-e</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clusters as coreference, F1 summed over procedures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MUC F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B-cubed F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CEAF-e F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click an α bar to list the pair&apos;s procedures, lowest α first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clusters as coreference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a bar to list the rater&apos;s procedures, lowest F1 of that measure first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coreference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clusters against gold as coreference: MUC, B-cubed and CEAF-e, summed over procedures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreement per rater pair, global salience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreement per rater pair, local salience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agreement, global</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agreement, local</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α (interval), pooled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreement on state changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a bar to list the pair&apos;s procedures, lowest F1 first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>States</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreement on the state changes people wrote: every two people, and each person against the gold states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreement on state changes, summed over procedures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no states written by two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::PairListModel</name>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goal / step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (unsaved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not assigned to you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assigned to you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · not assigned to you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · assigned to you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each annotator&apos;s label, in this order: %1. 1 essential, 0 non-essential, X invalid, · none.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::PersonWorkView</name>
    <message>
        <source>Yours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign in first: every change is recorded under a person&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read only: this is %1&apos;s work; choose &quot;Yours&quot; to change your own.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::ProcedureListModel</name>
    <message>
        <source>%1  %2 · (%3/%4)  %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  (%2/%3)  %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::ProcedureSalienceView</name>
    <message>
        <source>&amp;Procedure:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Raters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which annotators&apos; and models&apos; ratings to show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only &amp;disagreements (spread ≥ 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global and local</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Salience:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pearson&apos;s r on this procedure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pearson&apos;s r of each pair of shown raters on this procedure, as the statistics compute it (one (0, 0) point added against constant ratings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>people differ by 2 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>people differ by 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenPI salience of a procedure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gold (adjudicated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Salience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>global</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (invalid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n rating row(s); %1 where the people differ by 2 or more</source>
        <translation>
            <numerusform>%n rating row; %1 where the people differ by 2 or more</numerusform>
            <numerusform>%n rating rows; %1 where the people differ by 2 or more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n rating row(s) shown</source>
        <translation>
            <numerusform>%1 of %n rating row shown</numerusform>
            <numerusform>%1 of %n rating rows shown</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a rating to read its explanation, if the rater gave one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2, %3: no explanation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2, %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::RaterComparisonView</name>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red: the two differ by 2 or more; yellow: by 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two raters&apos; salience appears here once two have rated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undefined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This procedure: Pearson&apos;s r %1 global, %2 local (with the (0, 0) point)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α (interval): %1 global, %2 local</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::RaterCorrelationModel</name>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global r</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local r</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::SalienceComparisonModel</name>
    <message>
        <source>A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>global</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rated for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difference</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::SalienceEntityModel</name>
    <message>
        <source>%1  (global: %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::SalienceTargetModel</name>
    <message>
        <source>The whole procedure (global)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rated for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::SavedViewsBar</name>
    <message>
        <source>View:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved views: named sets of these filters, kept in the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved views could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the view:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the saved view &quot;%1&quot;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the saved view &quot;%1&quot;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not deleted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign in first: every change is recorded under a person&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the current filters under a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the chosen saved view</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::SchemaComparisonModel</name>
    <message>
        <source>✓ hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ entity not in gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ attribute not in gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 (predicted beyond the procedure)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: (no such attribute)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold change (entity: attribute)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted (entity: attribute)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::SchemaComparisonView</name>
    <message>
        <source>The model whose predicted schemata (entity: attributes per step) are shown beside the gold changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With expansion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match the predictions against the released names with their generated paraphrases, as Table 3&apos;s &quot;with expansion&quot; does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted schemata of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As Table 3 counts: a gold change is found when a prediction of its step names the entity and the attribute as the released names have them (lowercased, without a leading article); a prediction is a hit when its own name, lowercased and without a leading article, is among the released names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a model to see its predicted schemata beside the gold changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No model&apos;s predicted schemata in this project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 predicted no schemata for this procedure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This procedure has no released clusters to match predicted schemata against.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits: %1 · gold changes missed: %2 · predictions not in gold: %3 · %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>matched with the generated paraphrases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>matched without the generated paraphrases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the released clusters carry no generated paraphrases)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::SchemaErrorsView</name>
    <message>
        <source>Schemata of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entity: one of the step&apos;s, or type another</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attribute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missed pair at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schema errors: leave the missed pair unadded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%v of %m predicted pairs labelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schema errors: correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schema errors: no change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schema errors: nonsense</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schema errors: clear the label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schema errors: next pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schema errors: previous pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schema errors: add a pair the model missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schema errors: remove a missed pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schema errors: mark the procedure finished, or reopen it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 correct · 2 no change · 3 nonsense · 0 clears · J / K next / previous pair · M adds a pair the model missed · Delete removes one · F marks the procedure finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No model&apos;s predicted schemata in this project: import a schemata file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 predicted no schemata for this procedure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your analysis of the pairs %1 predicted, step by step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s analysis of the pairs %2 predicted (read only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pairs %1 predicted; no one&apos;s analysis to show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This procedure: %1 of %2 predicted pairs labelled · missed pairs added: %3 · %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished (F reopens it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not finished (F marks it finished)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table 5: no pair of %1&apos;s labelled by %2 yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table 5, %1 by %2: correct %3 (%4) · no change %5 (%6) · nonsense %7 (%8) of %9 labelled · missed pairs added: %10 · %11 of %12 analysed procedures finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pair added as missed takes no label: Delete removes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label %1 as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the label of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A missed pair needs its entity and its attribute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the missed pair %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a pair added as missed can be removed; 0 clears a label.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the missed pair %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark the analysis finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reopen the analysis</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::SchemaSlotModel</name>
    <message>
        <source>–</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 no change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 nonsense</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missed (added)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pair the model missed, added by the analyst</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A predicted pair: 1 correct, 2 no change (the entity&apos;s attribute does not change at this step), 3 nonsense</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::SeedsModel</name>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mean over the model&apos;s runs ± their sample standard deviation (n - 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HIT@1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::ShortcutsDialog</name>
    <message>
        <source>Whole window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find a key or what it does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the search field for the list</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::SignInDialog</name>
    <message>
        <source>Sign in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your labels are saved under this name. Annotators see only their own labels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. ann_a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Annotator:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::StateAgreementModel</name>
    <message>
        <source>State changes written by %1 / by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Procedures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same steps</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::StateChangeDialog</name>
    <message>
        <source>State change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what changes (the gold clusters&apos; names are suggested)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>which of its attributes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its value before the step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its value after the step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::StateChangesModel</name>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::StateGridModel</name>
    <message>
        <source>Step %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::StatesView</name>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your state changes of this procedure. Insert: add one at the current change&apos;s step; Enter: edit; Delete: remove.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insert adds a change, Enter edits it, Delete removes it; a step with none changes nothing. Names of the gold clusters are suggested as you type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>States: add a state change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>States: edit the state change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>States: remove the state change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a procedure to write its state changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: your state changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: you have written no state changes yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Against the gold states, over the %n procedure(s) you wrote: pairs F1 %1, exact match %2</source>
        <translation>
            <numerusform>Against the gold states, over the %n procedure you wrote: pairs F1 %1, exact match %2</numerusform>
            <numerusform>Against the gold states, over the %n procedures you wrote: pairs F1 %1, exact match %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Add the state change %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the state change %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the state change %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::SyncDialog</name>
    <message>
        <source>%1&apos;s ESD labels, from %2 to %3:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Written to the server: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Already so on the server: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taken from the server into this file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n conflict(s): label(s) changed on the server meanwhile, left as they are on both sides:</source>
        <translation>
            <numerusform>%n conflict: label changed on the server meanwhile, left as it is on both sides:</numerusform>
            <numerusform>%n conflicts: labels changed on the server meanwhile, left as they are on both sides:</numerusform>
        </translation>
    </message>
    <message>
        <source>  %1: %2 when checked out, %3 on the server now, %4 here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decided meanwhile (your label counts in agreement, the decision is its gold):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assigned to you meanwhile:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No longer assigned to you:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed here but not synced yet (stays in this file only; ESD labels are synced):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sync with the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which label wins where both sides changed?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep mine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the server&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::TypeErrorsView</name>
    <message>
        <source>(not available)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search questions and passages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rater:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Errors only (F1 &lt; 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>People agree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>People disagree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions that two or more people answered, by whether their answers are the same</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token F1 &amp;from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Annotators:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>predicted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ESTER questions by relation type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rater has answered questions with gold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s answers are not shown here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n question(s), mean token F1 %1</source>
        <translation>
            <numerusform>%n question, mean token F1 %1</numerusform>
            <numerusform>%n questions, mean token F1 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n question(s) shown, mean token F1 %2</source>
        <translation>
            <numerusform>%1 of %n question shown, mean token F1 %2</numerusform>
            <numerusform>%1 of %n questions shown, mean token F1 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · passage %2 · token F1 %3 · HIT@1 %4 · EM %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · %1 typed it %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · gold decided by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not in the passage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s answers (model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the search field for the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ESTER type errors</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>es::widgets::WriterFigures</name>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QA validity by writer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid reviews by reason: every review, then the questions of each writer with an invalid review. Click a writer&apos;s column to list their questions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions per writer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens by relation type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lengths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writers below %1% validity are marked, as the ESTER authors let such writers go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reviews counted (%2 invalid); %3 questions name no writer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reviews by a question&apos;s own writer are left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at or above %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>below %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no writers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>validity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · none of %2 questions reviewed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · validity %2 (%3 of %4 reviewed questions valid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>· below %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>questions written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>writer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 questions written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a gold answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 tokens a question (%3 questions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 tokens a gold answer (%3 answers)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
