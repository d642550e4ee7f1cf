// The second language is complete: every string of the source has a German translation,
// and the compiled catalogue translates what the interface shows.
#include "common/test_support.h"

#include <QCoreApplication>
#include <QFile>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

class TestTranslations : public QObject
{
    Q_OBJECT

  private slots:
    void germanIsComplete()
    {
        QFile ts(es::test::sourcePath(QStringLiteral("translations/eventscope_de.ts")));
        QVERIFY(ts.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&ts);
        int messages = 0;
        QStringList untranslated;
        QString source;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement()) {
                continue;
            }
            if (xml.name() == QLatin1String("source")) {
                source = xml.readElementText();
            } else if (xml.name() == QLatin1String("translation")) {
                ++messages;
                const bool unfinished = xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
                const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                if (unfinished || text.trimmed().isEmpty()) {
                    untranslated << source;
                }
            }
        }
        QVERIFY(!xml.hasError());
        QVERIFY(messages > 100);
        QVERIFY2(untranslated.isEmpty(), qPrintable(untranslated.join(QStringLiteral(" | "))));
    }

    void compiledCatalogueTranslates()
    {
        QTranslator de;
        QVERIFY(de.load(QStringLiteral(EVENTSCOPE_QM_DIR "/eventscope_de.qm")));
        QCOMPARE(de.translate("es::widgets::EsdPanel", "Is this step essential to the goal?"),
                 QStringLiteral("Ist dieser Schritt für das Ziel wesentlich?"));
        QCOMPARE(de.translate("EsdLabels", "non-essential"), QStringLiteral("nicht wesentlich"));
    }

    void cliSpeaksGerman()
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("de"));
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("de_DE.UTF-8"));
        env.insert(QStringLiteral("LANG"), QStringLiteral("de_DE.UTF-8"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(EVENTSCOPE_BINARY), {QStringLiteral("import")});
        QVERIFY(p.waitForFinished());
        QCOMPARE(p.exitCode(), 2);
        QVERIFY2(p.readAllStandardError().contains("--db PROJEKT ist erforderlich"), "the CLI did not pick German from the locale");
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
