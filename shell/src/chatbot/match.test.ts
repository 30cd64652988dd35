import { bestAnswer, normalize, score, tokens } from './match';

const faq = [
  { question: 'Can I cancel my booking for free?', answer: 'cancel-answer' },
  { question: 'How long does a refund take?', answer: 'refund-answer' },
  { question: 'Which payment methods can I use?', answer: 'payment-answer' },
];
const faqPt = [
  { question: 'Posso cancelar a reserva sem custos?', answer: 'cancelar' },
  { question: 'Como funcionam os cartões-oferta?', answer: 'cartoes' },
];

describe('chatbot matcher', () => {
  it('normalises accents, case and punctuation', () => {
    expect(normalize('  Cartões-OFERTA: à Última hora?! ')).toBe('cartoes oferta a ultima hora');
    expect(tokens('How do I CANCEL my booking?')).toEqual(['cancel', 'booking']);
  });

  it('scores shared words, with near forms counted (cancelar ~ cancelamento)', () => {
    expect(score(['cancel', 'free'], ['cancel', 'booking', 'free'])).toBeCloseTo(0.8);
    expect(score(['cancelamento'], ['cancelar'])).toBe(1);
    expect(score(['pay'], ['payment'])).toBe(0);
    expect(score([], ['x'])).toBe(0);
  });

  it('answers the best FAQ question whatever the accents and case', () => {
    expect(bestAnswer('cancel for free', faq)?.answer).toBe('cancel-answer');
    expect(bestAnswer('REFUND?', faq)?.answer).toBe('refund-answer');
    expect(bestAnswer('payment methods', faq)?.answer).toBe('payment-answer');
    expect(bestAnswer('cartoes oferta', faqPt)?.answer).toBe('cartoes');
    expect(bestAnswer('Cancelamento SEM CUSTOS', faqPt)?.answer).toBe('cancelar');
  });

  it('answers nothing (the fallback) when no question is close enough', () => {
    expect(bestAnswer('hello', faq)).toBeNull();
    expect(bestAnswer('the weather in Lisbon tomorrow', faq)).toBeNull();
    expect(bestAnswer('', faq)).toBeNull();
    expect(bestAnswer('cancel', [])).toBeNull();
  });
});
