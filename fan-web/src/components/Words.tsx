import { Fragment } from 'react';

/**
 * Lets a line break only between the words of a name. Chromium finds Thai word boundaries with a
 * dictionary, which splits transliterated names such as ไทเกอร์ส in the middle. One element, so
 * that in a flex row the name stays one item and its spaces stay spaces.
 */
export function Words({ text }: { text: string }) {
  return (
    <span>
      {text.split(' ').map((word, index) => (
        <Fragment key={index}>
          {index > 0 && ' '}
          <span className="word">{word}</span>
        </Fragment>
      ))}
    </span>
  );
}
