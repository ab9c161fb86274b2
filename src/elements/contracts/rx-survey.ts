import type { ElementContract } from './element-contract';

export const rxSurveyContract = { attributes: { surveyEventId: 'string', view: 'string', mandatorySurveys: 'property' }, events: ['rx-navigate', 'rx-survey-submitted'] } as const satisfies ElementContract;
