#pragma once
// The "Show:" list of a chart dock that plots one of several quantities (time series,
// performance): one item per value of the dock's Quantity enum, in the enum's order, so the
// dock reads and sets its choice as that enum.

#include <QComboBox>
#include <QStringList>

namespace disklab {

class QuantityChooser : public QComboBox {
public:
    /// `names[k]` is shown for the enum value k. GUI thread.
    explicit QuantityChooser(const QStringList& names, QWidget* parent = nullptr);

    template <typename Quantity>
    Quantity current() const
    {
        return static_cast<Quantity>(currentIndex());
    }

    template <typename Quantity>
    void choose(Quantity quantity)
    {
        setCurrentIndex(static_cast<int>(quantity));
    }
};

} // namespace disklab
