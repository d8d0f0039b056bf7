import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FactList } from './FactList.js'

describe('FactList', () => {
  it('reads each term with its value, in order', () => {
    render(
      <FactList
        facts={[
          { term: 'Customer', value: 'A regional broadcaster' },
          { term: 'In use since', value: '2021' },
        ]}
      />,
    )
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Customer', 'In use since'])
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'A regional broadcaster',
      '2021',
    ])
  })
})
