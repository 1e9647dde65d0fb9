import styled from 'styled-components';
import type { QualityReportData } from '@parley/api-client';
import { theme } from '@parley/ui';

export interface TrainingReportProps {
  report: QualityReportData;
}

/** The engine's quality report after training: accuracy, weak intents and confused pairs. */
export function TrainingReport({ report }: TrainingReportProps) {
  const weak = report.perIntent.filter((i) => i.f1 < 0.8);
  return (
    <StyledReport>
      {report.folds === 0 ? (
        <p>Add at least two intents to get a quality report.</p>
      ) : (
        <p>
          Cross-validated accuracy ({report.folds} folds): <strong>{Math.round(report.accuracy * 100)}%</strong>
        </p>
      )}
      <h3>Weak intents</h3>
      {weak.length === 0 && report.tooFewPhrases.length === 0 ? (
        <p>None</p>
      ) : (
        <ul aria-label="Weak intents">
          {weak.map((i) => (
            <li key={i.intentId}>
              {i.name}: F1 {i.f1.toFixed(2)}
            </li>
          ))}
          {report.tooFewPhrases.map((i) => (
            <li key={`few-${i.intentId}`}>
              {i.name}: {i.phrases} training phrases (at least {i.recommended} recommended)
            </li>
          ))}
        </ul>
      )}
      <h3>Confused pairs</h3>
      {report.confusedPairs.length === 0 ? (
        <p>None</p>
      ) : (
        <ul aria-label="Confused pairs">
          {report.confusedPairs.map((p) => (
            <li key={`${p.actual}-${p.predicted}`}>
              {p.actual} → {p.predicted} ({p.count})
            </li>
          ))}
        </ul>
      )}
    </StyledReport>
  );
}

const StyledReport = styled.div`
  display: grid;
  gap: ${theme.space[2]};
  h3 {
    margin: ${theme.space[2]} 0 0;
    font-size: ${theme.font.sizeMd};
  }
  p,
  ul {
    margin: 0;
  }
`;
