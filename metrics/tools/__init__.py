"""Who computes what: the registry of tools, the corpus they run on, and what
each printed.

==============  ==============================================================
``registry``    every tool the app names, its measures and its rule for each
                decision that changes a number (:data:`registry.TOOLS`)
``cases``       the corpus: small collections, each isolating one decision
``record``      what each tool printed, with its version (``record.json``)
``predict``     what the registry says each tool prints, to check against it
``names``       the names pages print beside a value, from the registry
``doc``         ``docs/tools.md``, written from the registry and the record
==============  ==============================================================

The tools themselves are run by :mod:`oracles` (outside the library: they are
test and script dependencies, not the app's).
"""
