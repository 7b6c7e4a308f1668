#include "app/edit/scenario_text_fields.h"

#include "app/commands/scenario_text_command.h"
#include "app/document/scenario_document.h"
#include "app/platform/interface_language.h"
#include "core/scenario_text.h"

#include <QFontMetrics>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>

namespace disklab {
namespace {
/// Lines of description visible without scrolling: enough to read, small enough for a 768 px screen.
constexpr int kDescriptionLines = 5;
}

ScenarioTextFields::ScenarioTextFields(ScenarioDocument& document, QWidget* parent)
    : QGroupBox(tr("Title and description"), parent),
      m_document(document),
      m_title(new QLineEdit),
      m_description(new QPlainTextEdit),
      m_language(new QLabel)
{
    setObjectName(QStringLiteral("scenarioTextFields"));
    m_title->setObjectName(QStringLiteral("scenarioTitleField"));
    m_description->setObjectName(QStringLiteral("scenarioDescriptionField"));
    m_description->setToolTip(tr("What the scenario shows and what to observe; shown under About this scenario"));
    m_description->setFixedHeight(QFontMetrics(m_description->font()).lineSpacing() * kDescriptionLines
                                  + 2 * m_description->frameWidth() + 8);
    m_language->setWordWrap(true);
    // The fields take the dock's width rather than setting it: the left-hand docks stay narrow
    // and the simulation view keeps its share of the window.
    m_title->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_description->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_language->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    const QString language = InterfaceLanguage::current();
    m_language->setText(tr("The text shown in %1; where it is empty the untranslated text is shown.")
                            .arg(QLocale(language).nativeLanguageName()));
    m_language->setVisible(!language.isEmpty());

    auto* form = new QFormLayout(this);
    form->addRow(m_language);
    form->addRow(tr("Title"), m_title);
    form->addRow(tr("Description"), m_description);

    connect(m_title, &QLineEdit::textEdited, this, [this](const QString& text) {
        m_document.push(new ScenarioTextCommand(m_document, editedKey(), ScenarioTextCommand::Field::Title, text.toStdString()));
    });
    connect(m_description, &QPlainTextEdit::textChanged, this, [this] {
        if (m_refreshing)
            return;
        const std::string text = m_description->toPlainText().toStdString();
        if (text != storedText(m_document.scenario(), editedKey()).description)
            m_document.push(new ScenarioTextCommand(m_document, editedKey(), ScenarioTextCommand::Field::Description, text));
    });
    connect(&document, &ScenarioDocument::textChanged, this, &ScenarioTextFields::refresh);
    refresh();
}

std::string ScenarioTextFields::editedKey() const
{
    return editedTextKey(m_document.scenario(), InterfaceLanguage::current().toStdString());
}

void ScenarioTextFields::refresh()
{
    m_refreshing = true;
    const std::string key = editedKey();
    const ScenarioText stored = storedText(m_document.scenario(), key);
    const ScenarioText untranslated = storedText(m_document.scenario(), {});
    // Only a changed text is set, so the cursor stays where the user is typing.
    const QString title = QString::fromStdString(stored.title);
    if (m_title->text() != title)
        m_title->setText(title);
    const QString description = QString::fromStdString(stored.description);
    if (m_description->toPlainText() != description)
        m_description->setPlainText(description);
    m_title->setPlaceholderText(key.empty() ? QString() : QString::fromStdString(untranslated.title));
    m_description->setPlaceholderText(key.empty() ? QString() : QString::fromStdString(untranslated.description));
    m_refreshing = false;
}

} // namespace disklab
