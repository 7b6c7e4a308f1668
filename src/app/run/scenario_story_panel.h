#pragma once
// "About this scenario": the open scenario's title and its description of what to observe, in
// the interface language, at the top of the run controls. It collapses to one line (the
// choice is remembered) and follows opening, generating and editing the scenario.

#include <QWidget>

class QLabel;
class QScrollArea;
class QToolButton;

namespace disklab {

class ScenarioDocument;

class ScenarioStoryPanel : public QWidget {
    Q_OBJECT
public:
    explicit ScenarioStoryPanel(ScenarioDocument& document, QWidget* parent = nullptr);

    bool isExpanded() const;
    /// Shows or hides the title and description, and remembers the choice for the next start.
    void setExpanded(bool expanded);
    QToolButton* toggle() const { return m_toggle; }
    QString shownTitle() const;
    QString shownDescription() const;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void refresh();
    void fitDescription();

    ScenarioDocument& m_document;
    QToolButton* m_toggle;
    QWidget* m_body;
    QLabel* m_title;
    QLabel* m_description;
    QScrollArea* m_descriptionArea;
};

} // namespace disklab
