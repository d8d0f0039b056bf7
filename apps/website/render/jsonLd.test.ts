import { describe, expect, it } from 'vitest'
import { jsonLd } from './jsonLd.js'

describe('jsonLd', () => {
  it('cannot be closed from inside by a string value', () => {
    const text = jsonLd({ name: '</script><script>alert(1)</script>' })
    expect(text).not.toContain('</script>')
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})
