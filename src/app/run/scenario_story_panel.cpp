#include "app/run/scenario_story_panel.h"

#include "app/document/scenario_document.h"
#include "app/platform/interface_language.h"
#include "core/scenario_text.h"

#include <QFontMetrics>
#include <QLabel>
#include <QScrollArea>
#include <QSettings>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace disklab {
namespace {
const QString kExpandedKey = QStringLiteral("view/aboutScenarioExpanded");
/// Description lines shown before it scrolls: most descriptions fit, and the run controls
/// below still fit a 1366 x 768 screen.
constexpr int kDescriptionLines = 6;

/// Wrapped text that takes the width it is given rather than asking for its own, so a long
/// description never widens the dock (and narrows the view).
QLabel* wrappedLabel()
{
    auto* label = new QLabel;
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    return label;
}
} // namespace

ScenarioStoryPanel::ScenarioStoryPanel(ScenarioDocument& document, QWidget* parent)
    : QWidget(parent),
      m_document(document),
      m_toggle(new QToolButton),
      m_body(new QWidget),
      m_title(wrappedLabel()),
      m_description(wrappedLabel()),
      m_descriptionArea(new QScrollArea)
{
    setObjectName(QStringLiteral("scenarioStoryPanel"));
    m_toggle->setText(tr("About this scenario"));
    m_toggle->setCheckable(true);
    m_toggle->setAutoRaise(true);
    m_toggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_descriptionArea->setFrameShape(QFrame::NoFrame);
    m_descriptionArea->setWidgetResizable(true);
    m_descriptionArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_descriptionArea->setWidget(m_description);
    m_descriptionArea->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);

    auto* bodyLayout = new QVBoxLayout(m_body);
    bodyLayout->setContentsMargins(6, 0, 2, 4);
    bodyLayout->addWidget(m_title);
    bodyLayout->addWidget(m_descriptionArea);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_toggle);
    layout->addWidget(m_body);

    connect(m_toggle, &QToolButton::toggled, this, &ScenarioStoryPanel::setExpanded);
    connect(&document, &ScenarioDocument::replaced, this, &ScenarioStoryPanel::refresh);
    connect(&document, &ScenarioDocument::textChanged, this, &ScenarioStoryPanel::refresh);
    setExpanded(QSettings().value(kExpandedKey, true).toBool());
    refresh();
}

bool ScenarioStoryPanel::isExpanded() const
{
    return m_toggle->isChecked();
}

void ScenarioStoryPanel::setExpanded(bool expanded)
{
    m_toggle->setChecked(expanded);
    m_toggle->setArrowType(expanded ? Qt::DownArrow : Qt::RightArrow);
    m_body->setVisible(expanded);
    QSettings().setValue(kExpandedKey, expanded);
}

QString ScenarioStoryPanel::shownTitle() const
{
    return m_title->text();
}

QString ScenarioStoryPanel::shownDescription() const
{
    return m_description->text();
}

void ScenarioStoryPanel::refresh()
{
    const ScenarioText text = localizedText(m_document.scenario(), InterfaceLanguage::current().toStdString());
    m_title->setText(text.title.empty() ? tr("Untitled scenario") : QString::fromStdString(text.title));
    m_description->setText(text.description.empty() ? tr("No description. Add one in Properties ▸ Scenario.")
                                                    : QString::fromStdString(text.description));
    // Collapsed, the header still names the scenario.
    m_toggle->setToolTip(m_title->text());
    fitDescription();
}

void ScenarioStoryPanel::fitDescription()
{
    // As tall as the text at this width, up to kDescriptionLines: a short description leaves
    // its room to the run controls, and the panel's size hint is the height it really takes.
    const int width = m_descriptionArea->viewport()->width() > 1 ? m_descriptionArea->viewport()->width() : m_body->width();
    const int limit = QFontMetrics(m_description->font()).lineSpacing() * kDescriptionLines;
    m_descriptionArea->setFixedHeight(std::min(m_description->heightForWidth(std::max(width, 1)), limit));
}

void ScenarioStoryPanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitDescription();
}

} // namespace disklab
