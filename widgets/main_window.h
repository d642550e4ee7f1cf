#pragma once
// The workbench window: project navigator on the left, the dataset panel in the middle,
// live statistics on the right; who is signed in and which project is open always shown.

#include "db/file_input.h"
#include "db/openpi/openpi_store.h"

#include <QMainWindow>
#include <map>
#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QUndoStack;
class QMenu;
class QAction;
class QDockWidget;
class QTabWidget;
class QStackedWidget;

namespace es::db {
class Project;
struct Changes;
} // namespace es::db

namespace es::widgets {

class EsdSession;
class LiveUpdates;
class DockWidths;
class EsdPanel;
class EsdStatisticsPanel;
class PairListModel;
class PairListView;
class EsterSession;
class EsterPanel;
class EsterStatisticsPanel;
class OpenPiSession;
class OpenPiPanel;
class OpenPiStatisticsPanel;
class AdjudicationPanel;
class AnnotatorQualityView;
class AuditView;
class OfflineActions;

class MainWindow : public QMainWindow
{
    Q_OBJECT

  public:
    explicit MainWindow(QWidget *parent = nullptr);
    // The page shown while no one is signed in (null before a project is open).
    QWidget *signInPage() const { return signInPage_; }
    ~MainWindow() override;

    // Opens (creating when asked) a project; a new empty one is seeded with the demo
    // when `seedDemo` is set. On failure shows nothing and returns the reason.
    bool openProject(const QString &path, bool create, bool seedDemo, QString *error);
    // File > Open team project…: the connection dialog, filled with `target` (a URI from
    // the recent list, say) and connecting at once when `connectNow`.
    void openTeamProject(const QString &target = {}, bool connectNow = false);
    void signIn(const QString &name);
    // Asks who is working; false when the person cancelled.
    bool askSignIn();
    // After the window first shows: signs in as `name` when given, else asks who is working
    // unless the project already said (a team member is signed in as their login).
    void startSession(const QString &name);

    EsdSession *esdSession() const { return esd_.get(); }
    EsdPanel *esdPanel() const { return panel_; }
    EsdStatisticsPanel *statisticsPanel() const { return stats_; }
    PairListModel *pairList() const { return pairs_; }
    PairListView *navigator() const { return tree_; }
    EsterSession *esterSession() const { return ester_.get(); }
    EsterPanel *esterPanel() const { return esterPanel_; }
    EsterStatisticsPanel *esterStatistics() const { return esterStats_; }
    OpenPiSession *openPiSession() const { return openpi_.get(); }
    OpenPiPanel *openPiPanel() const { return openPiPanel_; }
    OpenPiStatisticsPanel *openPiStatistics() const { return openPiStats_; }
    QTabWidget *datasets() const { return datasets_; }
    AdjudicationPanel *adjudication() const { return adjudication_; }
    AuditView *auditView() const { return audit_; }
    AnnotatorQualityView *annotatorQuality() const { return quality_; }
    // Withdraws a decision the audit trail names (a new audited change, undoable).
    void withdrawDecision(const QString &dataset, const QString &item);
    void showDataset(int index);
    QUndoStack *undoStack() const { return undo_; }
    // What keeps the open project live (others' changes, a lost connection or file); null
    // before a project is open.
    LiveUpdates *liveUpdates() const { return live_.get(); }
    QString projectPath() const;
    // Writes the one-file HTML report: everyone's figures, or an annotator's blind view.
    // False, having shown why, when it failed; also false when the person cancelled.
    bool exportReport(const QString &path);

  private slots:
    void newProject();
    void openProjectDialog();
    void importFiles();
    void exportReportDialog();
    void about();
    void showShortcuts();
    // Ctrl+F: the search field of the dataset in view.
    void focusSearch();

  protected:
    void showEvent(QShowEvent *event) override;
    // Labels waiting for an unreachable server are not dropped without asking.
    void closeEvent(QCloseEvent *event) override;

  private:
    void buildMenus();
    // File > Check out for offline work… and Sync with the server (main_window_files.cpp).
    void addOfflineActions(QMenu *file);
    void buildPanels();
    // The parts of buildPanels (main_window_panels.cpp).
    void buildNavigator();
    void buildDatasetTabs();
    void buildSignInPage();
    void connectOpenPiDrilldowns();
    void connectEsterDrilldowns();
    void buildStatisticsDocks();
    void buildAuditDock();
    void connectNavigator();
    // The docks' default widths. Dock sizes only take once the window is laid out (before
    // that the navigator and statistics came out about 110 px wide), so a window not yet
    // shown does it when it is.
    void layOutDocks();
    // Shows or hides the ESD docks, keeping their widths while they are away.
    void showEsdDocks(bool show);
    // Everyone's role as the project holds it now, to tell a role change from a new name.
    void rememberRoles();
    void tearDown();
    void updateRecentMenu();
    void rememberRecent(const QString &path);
    void updateTitle();
    void setBlind(bool blind);
    // Fixed widths for the pair list's label columns, from the texts they can show.
    void fitLabelColumns();
    // Makes the pair the list's current, selected row when the filter shows it.
    void selectInList(std::uint32_t pair);
    // Nothing of anyone's work is on screen until someone signs in: the dataset pages
    // give way to a sign-in page, the docks hide, the actions that read or write the
    // project's work wait.
    void showSignedInState();
    bool signedIn() const;
    void showError(const QString &message);

    // Others' committed changes on a team server, and the server going away.
    void applyChanges(const db::Changes &changes);
    void showConnectionLost(const QString &why);
    void showConnectionState();
    void showReconnected();

    std::unique_ptr<db::Project> project_;
    std::unique_ptr<LiveUpdates> live_;
    QLabel *connectionLabel_ = nullptr;
    std::unique_ptr<EsdSession> esd_;
    std::unique_ptr<EsterSession> ester_;
    std::unique_ptr<OpenPiSession> openpi_;
    QTabWidget *datasets_ = nullptr;
    EsterPanel *esterPanel_ = nullptr;
    EsterStatisticsPanel *esterStats_ = nullptr;
    OpenPiPanel *openPiPanel_ = nullptr;
    OpenPiStatisticsPanel *openPiStats_ = nullptr;
    AdjudicationPanel *adjudication_ = nullptr;
    AnnotatorQualityView *quality_ = nullptr;
    AuditView *audit_ = nullptr;
    QDockWidget *qualityDock_ = nullptr;
    QDockWidget *auditDock_ = nullptr;
    bool blind_ = true;
    QUndoStack *undo_;
    // What opened the project, for the connections of its own that long work opens (the
    // report's worker): a password the connection dialog was given lives here, in memory
    // only, until another project opens.
    QString connectionTarget_;
    PairListModel *pairs_ = nullptr;
    PairListView *tree_ = nullptr;
    QComboBox *filterMode_ = nullptr;
    QLineEdit *search_ = nullptr;
    EsdPanel *panel_ = nullptr;
    EsdStatisticsPanel *stats_ = nullptr;
    QDockWidget *navigatorDock_ = nullptr;
    QStackedWidget *pages_ = nullptr;
    QWidget *signInPage_ = nullptr;
    // Menu actions that need someone signed in (import, export); the docks' own toggles
    // follow the docks.
    QList<QAction *> signedInActions_;
    QDockWidget *statsDock_ = nullptr;
    DockWidths *dockWidths_ = nullptr;
    QAction *importAction_ = nullptr;
    OfflineActions *offline_ = nullptr;
    std::map<std::string, std::string> roles_; // person -> role, as last read
    QLabel *annotatorLabel_;
    class ElidedLabel *projectLabel_;
    QMenu *recentMenu_ = nullptr;
    QAction *blindAction_ = nullptr;
    QMenu *viewMenu_ = nullptr;
};

} // namespace es::widgets
